import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/ToastProvider.js';
import { AnalyzePage } from '../routes/AnalyzePage.js';
import { HomePage } from '../routes/HomePage.js';
import { NotFoundPage } from '../routes/NotFoundPage.js';
import { ValidatePage } from '../routes/ValidatePage.js';
import { WizardRoutes } from '../routes/WizardRoutes.js';
import { AppShell } from './AppShell.js';
import { createQueryClient } from './query-client.js';

const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      {
        element: <WizardRoutes />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'analyze', element: <AnalyzePage /> },
        ],
      },
      { path: 'validate', element: <ValidatePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
