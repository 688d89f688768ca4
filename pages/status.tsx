import type { GetServerSideProps } from 'next';

/**
 * A server-rendered page with no antd components: the baseline bench/ compares page rendering
 * against, and a plain up-check for load balancers.
 */
export const getServerSideProps: GetServerSideProps<{ renderedAt: number }> = async () => ({ props: { renderedAt: Date.now() } });

export default function StatusPage({ renderedAt }: { renderedAt: number }) {
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ fontSize: 18 }}>OK</h1>
      <p>{new Date(renderedAt).toISOString()}</p>
    </main>
  );
}
