import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { shopConfigs } from '../theme/system';

/**
 * The shop's system with the recipes only the admin console uses (Chakra's table), made when an
 * admin page loads: the shop's own system, which every shopper's page starts with, stays without them.
 */
export const adminSystem: SystemContext = createSystem(...shopConfigs, defineConfig({ theme: { slotRecipes: { table: tableSlotRecipe } } }));
