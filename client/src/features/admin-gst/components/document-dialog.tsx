import { useQuery } from '@apollo/client/react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';
import { GstDocumentPrintDocument } from '../../../admin-gql/admin-gst/graphql';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';

type DocumentDialogProps = LazyDialogProps & { number: string | null };

/**
 * A GST document as the server stored it (the same HTML the shopper prints), in a frame of its
 * own inside a dialog, with Print. The frame runs no script: the document has none.
 */
export default function DocumentDialog({ number, open, onOpenChange, trigger }: DocumentDialogProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { data, loading, error } = useQuery(GstDocumentPrintDocument, { variables: { number: number ?? '' }, skip: !number || !open, fetchPolicy: 'cache-first', context: { silent: true } });
  const doc = data?.gstDocument;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: 'xl' }} lazyMount unmountOnExit finalFocusEl={() => trigger.current} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="gst-document-dialog">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">
                {number}
                {doc?.cancelled && ' (cancelled)'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: '2', md: '6' }} display="flex" flexDirection="column">
              {loading && <Spinner size="md" aria-label="Loading the document" />}
              {error && <Text color="red.700" role="alert">{error.message || 'The document could not be loaded. Please try again.'}</Text>}
              {doc && (
                <iframe
                  ref={frame}
                  title={`GST document ${doc.number}`}
                  srcDoc={doc.html}
                  sandbox="allow-same-origin allow-modals"
                  data-testid="gst-document-frame"
                  style={{ width: '100%', flex: 1, minHeight: '60vh', border: '1px solid #e4e4e7', borderRadius: 6, background: 'white' }}
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" borderColor="gray.300" disabled={!doc} onClick={() => frame.current?.contentWindow?.print()} data-testid="gst-print">
                Print
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the document" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
