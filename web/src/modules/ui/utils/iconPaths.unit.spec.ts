import { IconSize } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { loadIconPaths } from './iconPaths.js';

describe('loadIconPaths', () => {
  it('finds the paths of an icon at both sizes', async () => {
    for (const size of [IconSize.STANDARD, IconSize.LARGE]) {
      const paths = await loadIconPaths('add', size);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths[0]).toMatch(/^M/);
    }
  });

  it('refuses an icon Blueprint does not have', async () => {
    await expect(loadIconPaths('no-such-icon' as never, IconSize.STANDARD)).rejects.toThrow(/no-such-icon/);
  });
});
