import { defineLibraryConfig } from '@checkout/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({
    entry: {
      index: 'src/index.ts',
      'theme/index': 'src/theme/index.ts',
      'alert/index': 'src/components/Alert/Alert.tsx',
      'cart-item-list/index': 'src/components/CartItemList/CartItemList.tsx',
      'radio-group/index': 'src/components/RadioGroup/RadioGroup.tsx',
      'text-field/index': 'src/components/TextField/TextField.tsx',
    },
  }),
);
