import { IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type PathsModules = Record<string, () => Promise<IconPaths>>;

// One chunk per icon and size, fetched the first time a screen shows it. Blueprint's default
// loader fetches every icon of a size at once: two chunks of 300 KB for the few dozen icons the
// app shows. The paths are relative because @blueprintjs/icons is hoisted to the workspace root.
// This table of 4 000 chunk names is itself loaded with the first icon a screen shows (main.tsx).
const paths16: PathsModules = import.meta.glob<IconPaths>('./*.js', {
  base: '../../../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths',
  import: 'default',
});
const paths20: PathsModules = import.meta.glob<IconPaths>('./*.js', {
  base: '../../../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths',
  import: 'default',
});

function byIconName(modules: PathsModules): Map<string, () => Promise<IconPaths>> {
  return new Map(Object.entries(modules).map(([path, load]) => [/([^/]+)\.js$/.exec(path)![1]!, load]));
}

const loaders = { [IconSize.STANDARD]: byIconName(paths16), [IconSize.LARGE]: byIconName(paths20) };

/** Blueprint's icon loader (`Icons.setLoaderOptions({ loader: loadIconPaths })`): one icon's paths at one size. */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = loaders[size].get(name);
  if (!load) throw new Error(`No ${size}px paths for the icon '${name}'`);
  return load();
}
