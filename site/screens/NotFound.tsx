import type { Screen } from '../types.ts';
import { NarrowMain } from '../theme/NarrowMain.tsx';
import { Link } from '../theme/Link.tsx';

export function NotFoundScreen({ screen }: { screen: Extract<Screen, { kind: 'notFound' }> }) {
  return (
    <NarrowMain>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved. Try one of these instead:</p>
      <ul>
        {screen.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </NarrowMain>
  );
}
