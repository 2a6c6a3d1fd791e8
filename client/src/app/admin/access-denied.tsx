import { ShieldX } from 'lucide-react';
import { MessagePage } from '../../components/message-page';
import { paths } from '../../config/paths';

/** What a signed-in shopper who is not an admin sees on /admin (the server refuses their calls anyway). */
export function AccessDenied() {
  return (
    <MessagePage
      icon={<ShieldX size={30} />}
      title="Access denied"
      description="The admin console is for the shop's staff. Your account cannot open it."
      to={paths.home}
      action="Back to the shop"
      testId="access-denied"
    />
  );
}
