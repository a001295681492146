import { describeEventBusContract } from './event-bus.contract.ts';
import { createInProcessBus } from './in-process-bus.ts';

describeEventBusContract('in-process bus', async () => {
  const bus = createInProcessBus();
  return { bus, prefix: 'test', cleanup: () => bus.close() };
});
