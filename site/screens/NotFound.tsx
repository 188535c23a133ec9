import { NarrowMain } from '../theme/NarrowMain.tsx';

export function NotFoundScreen() {
  return (
    <NarrowMain>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved. Try one of these instead:</p>
      <ul>
        <li>
          <a href="/">Home page</a>
        </li>
        <li>
          <a href="/docs/">Documentation</a>
        </li>
        <li>
          <a href="/blog">Blog</a>
        </li>
      </ul>
    </NarrowMain>
  );
}
