import type { Locale } from '@checkout/i18n';
import { createFileRoute } from '@tanstack/react-router';
import { loadPageMessages } from '../../app/loadPageMessages';
import { TestLayout } from '../../features/layout/TestLayout';
import { SystemTestPage } from '../../features/systemTest/SystemTestPage';

// The system-test page: the platform's test calls, in the bare test layout (no merchant overrides).
export const Route = createFileRoute('/$lang/system-test')({
  staticData: { messageAreas: ['system'] },
  loader: (context) => loadPageMessages(context),
  component: SystemTestRoute,
});

function SystemTestRoute() {
  const { lang } = Route.useParams();
  return (
    <TestLayout locale={lang as Locale}>
      <SystemTestPage />
    </TestLayout>
  );
}
