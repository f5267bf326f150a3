import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWizard } from './WizardProvider.js';

/** 'Start Over': forget the whole workflow and go home (docs/product-rules.md, The journey). */
export function useStartOver(): () => void {
  const { dispatch } = useWizard();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch({ type: 'workflow-reset' });
    void navigate('/');
  }, [dispatch, navigate]);
}
