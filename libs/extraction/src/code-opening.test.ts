import { describe, expect, it } from 'vitest';
import { codeOpening } from './code-opening.js';

describe('codeOpening', () => {
  it('reads a module docstring, without its inline markup', () => {
    const code = `# -*- coding: utf-8 -*-
"""Example Google style docstrings.

This module demonstrates documentation as specified by the \`Google Python
Style Guide\`_. Docstrings may use \`\`literal\`\` text and *stress*.
"""
import os
`;
    expect(codeOpening(code)).toBe(
      'Example Google style docstrings. This module demonstrates documentation as specified by the Google Python Style Guide. Docstrings may use literal text and stress.',
    );
  });

  it('reads a block comment and a run of line comments', () => {
    expect(
      codeOpening('/**\n * Renders the sidebar of a page.\n * Used by every layout.\n */\nexport {}'),
    ).toBe('Renders the sidebar of a page. Used by every layout.');
    expect(codeOpening('#!/usr/bin/env bash\n# Builds the site.\n# Run from the root.\nmake html\n')).toBe(
      'Builds the site. Run from the root.',
    );
    expect(codeOpening('// Fetches a page.\nfetch(url);\n// Not this one.')).toBe('Fetches a page.');
  });

  it('gives nothing for code that opens with code, or with a licence header', () => {
    expect(codeOpening('import os\n"""Not an opening."""')).toBe('');
    expect(codeOpening('/*\n * Copyright 2024 Example Inc.\n * Licensed under the MIT licence.\n */')).toBe(
      '',
    );
    expect(codeOpening('#!/bin/sh\n')).toBe('');
  });
});
