import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/ToastProvider.js';
import { AuthProvider } from '../features/auth/AuthProvider.js';
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
      {
        path: 'readiness',
        lazy: async () => ({ Component: (await import('../routes/ReadinessPage.js')).ReadinessPage }),
      },
      // The account pages load on first visit: most visitors never open them.
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../routes/LoginPage.js')).LoginPage }),
      },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('../routes/SignupPage.js')).SignupPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('../routes/ForgotPasswordPage.js')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../routes/ResetPasswordPage.js')).ResetPasswordPage }),
      },
      {
        path: 'check-email',
        lazy: async () => ({ Component: (await import('../routes/CheckEmailPage.js')).CheckEmailPage }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({ Component: (await import('../routes/VerifyEmailPage.js')).VerifyEmailPage }),
      },
      {
        path: 'pricing',
        lazy: async () => ({ Component: (await import('../routes/PricingPage.js')).PricingPage }),
      },
      {
        path: 'subscription',
        lazy: async () => ({ Component: (await import('../routes/SubscriptionPage.js')).SubscriptionPage }),
      },
      {
        path: 'coffee-success',
        lazy: async () => ({ Component: (await import('../routes/CoffeeSuccessPage.js')).CoffeeSuccessPage }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../routes/DashboardPage.js')).DashboardPage }),
      },
      {
        path: 'analysis/:id',
        lazy: async () => ({
          Component: (await import('../routes/AnalysisDetailPage.js')).AnalysisDetailPage,
        }),
      },
      // The content pages load on first visit too.
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('../routes/AboutPage.js')).AboutPage }),
      },
      { path: 'docs', lazy: async () => ({ Component: (await import('../routes/DocsPage.js')).DocsPage }) },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('../routes/ContactPage.js')).ContactPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('../routes/PrivacyPage.js')).PrivacyPage }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('../routes/PrivacyPage.js')).PrivacyPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../routes/TermsPage.js')).TermsPage }),
      },
      {
        path: 'cookies',
        lazy: async () => ({ Component: (await import('../routes/CookiesPage.js')).CookiesPage }),
      },
      { path: 'blog', lazy: async () => ({ Component: (await import('../routes/BlogPage.js')).BlogPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
