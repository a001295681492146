import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery as useQueryNow } from '@tanstack/react-query';
import { firstAnswerAsTransition } from './first-answer-as-transition.ts';

const useQuery = firstAnswerAsTransition(useQueryNow);

type Rendered = { pending: boolean; data: string | undefined };

function renderScreen(queryClient: QueryClient, queryFn: () => Promise<string>) {
  const renders: Rendered[] = [];
  function Screen() {
    const result = useQuery({ queryKey: ['screen'], queryFn });
    renders.push({ pending: result.isPending, data: result.data });
    return <p>{result.isPending ? 'Loading' : result.data}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
  return renders;
}

function deferredAnswer() {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => {
    answer = resolve;
  });
  return { queryFn: () => promise, answer };
}

describe('useQuery of the shared entry: the first answer renders as a transition', () => {
  it('shows the loading state once more in the render the answer arrives in, then the answer', async () => {
    const queryClient = new QueryClient();
    const { queryFn, answer } = deferredAnswer();
    const renders = renderScreen(queryClient, queryFn);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const before = renders.length;
    await act(async () => answer('Your profile'));
    expect(await screen.findByText('Your profile')).toBeInTheDocument();
    const after = renders.slice(before);
    // The urgent render keeps the loading state; the deferred one brings the answer.
    expect(after[0]).toEqual({ pending: true, data: undefined });
    expect(after.at(-1)).toEqual({ pending: false, data: 'Your profile' });
  });

  it('shows a later answer (an update after a tap) in the very next render', async () => {
    const queryClient = new QueryClient();
    const { queryFn, answer } = deferredAnswer();
    const renders = renderScreen(queryClient, queryFn);
    await act(async () => answer('first'));
    await screen.findByText('first');
    const before = renders.length;
    await act(async () => {
      queryClient.setQueryData(['screen'], 'second');
    });
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(renders.slice(before)).toEqual([{ pending: false, data: 'second' }]);
  });

  it('renders an answer already in the cache at once, with no loading state', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['screen'], 'cached');
    const renders = renderScreen(queryClient, () => Promise.resolve('fresh'));
    expect(renders[0]).toEqual({ pending: false, data: 'cached' });
    expect(screen.getByText('cached')).toBeInTheDocument();
  });
});
