import {
  DEFAULT_SMART_ENGINE_CATEGORY,
  SMART_ENGINE_QUICK_CATEGORIES,
  SMART_ENGINE_SELECT_CATEGORIES,
  SMART_PAIR_COUNT,
  type SmartEngineCategory,
} from '@alive/contracts/constants';
import type { SmartSuggestion } from '@alive/contracts';
import { Button, EmptyState, QueryError, Select, space, StackList, TextField } from '@alive/ui';
import { categoryLabel } from '@alive/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { SuggestionItem, suggestionTitle } from './suggestion-item.tsx';
import { Toolbar as Controls, LabelledField as Field } from '../../../shared/components/layout.ts';

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-bottom: ${space[5]};
`;

const SELECT_OPTIONS = SMART_ENGINE_SELECT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

/** Number of Pairs as typed: empty (or not a number) asks for the default 5; a number must be a whole one from 1 to 20. */
export function numberOfPairs(text: string): { count: number; problem: string | null } {
  if (text.trim() === '' || Number.isNaN(Number(text))) return { count: SMART_PAIR_COUNT.default, problem: null };
  const value = Number(text);
  if (!Number.isInteger(value) || value < SMART_PAIR_COUNT.min || value > SMART_PAIR_COUNT.max) {
    return { count: value, problem: `Number of Pairs must be a whole number from ${SMART_PAIR_COUNT.min} to ${SMART_PAIR_COUNT.max}.` };
  }
  return { count: value, problem: null };
}

export interface GenerateTabProps {
  suggestions: readonly SmartSuggestion[];
  selected: ReadonlySet<number>;
  generating: boolean;
  adding: boolean;
  onGenerate: (category: SmartEngineCategory, count: number) => void;
  onToggle: (index: number) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onAddSelected: () => void;
  onEvaluate: (suggestion: SmartSuggestion) => void;
  /** The last Generate failed: said in a plain sentence above the earlier results, with Try again. */
  generateError: Error | null;
  onRetryGenerate: () => void;
}

/** Generate: a category and Number of Pairs (reading A), or one of eight quick buttons of 5 (reading B). */
export function GenerateTab(props: GenerateTabProps) {
  const [category, setCategory] = useState<SmartEngineCategory>(DEFAULT_SMART_ENGINE_CATEGORY);
  const [count, setCount] = useState(String(SMART_PAIR_COUNT.default));
  const { suggestions, selected } = props;
  const counted = numberOfPairs(count);
  const allSelected = suggestions.length > 0 && selected.size === suggestions.length;

  return (
    <div>
      <Controls>
        <Field>
          <label htmlFor="smart-category">Category</label>
          <Select id="smart-category" options={SELECT_OPTIONS} value={category} onValueChange={(value) => setCategory(value as SmartEngineCategory)} />
        </Field>
        <TextField
          label="Number of Pairs"
          type="number"
          min={SMART_PAIR_COUNT.min}
          max={SMART_PAIR_COUNT.max}
          step={1}
          value={count}
          error={counted.problem}
          hint={`${SMART_PAIR_COUNT.min} to ${SMART_PAIR_COUNT.max}`}
          onChange={(event) => setCount(event.target.value)}
          style={{ width: 120 }}
        />
        <Button onClick={() => props.onGenerate(category, counted.count)} disabled={props.generating || counted.problem !== null}>
          {props.generating ? 'Generating...' : 'Generate'}
        </Button>
      </Controls>
      <Quick role="group" aria-label="Generate 5 pairs for a category">
        {SMART_ENGINE_QUICK_CATEGORIES.map((quick) => (
          <Button key={quick} variant="outline" size="sm" disabled={props.generating} onClick={() => props.onGenerate(quick, SMART_PAIR_COUNT.default)}>
            {categoryLabel(quick)}
          </Button>
        ))}
      </Quick>
      {props.generateError && !props.generating ? (
        <QueryError title="Couldn't generate pairs" error={props.generateError} onRetry={props.onRetryGenerate} />
      ) : null}
      {suggestions.length === 0 ? (
        <EmptyState title="No pairs generated yet" description="Choose a category and generate pairs that fill what the current pairs cover least." />
      ) : (
        <>
          <Controls>
            <Button variant="outline" onClick={allSelected ? props.onDeselectAll : props.onSelectAll}>
              {allSelected ? 'Deselect All' : 'Select All'}
            </Button>
            {/* Nothing selected: nothing to add, so the button is off rather than a click that only complains. */}
            <Button onClick={props.onAddSelected} loading={props.adding} disabled={selected.size === 0}>
              Add Selected ({selected.size})
            </Button>
          </Controls>
          <StackList aria-label="Generated pairs">
            {suggestions.map((suggestion, index) => (
              <li key={suggestion.id}>
                <SuggestionItem
                  suggestion={suggestion}
                  select={
                    <input
                      type="checkbox"
                      checked={selected.has(index)}
                      onChange={() => props.onToggle(index)}
                      aria-label={`Select ${suggestionTitle(suggestion)}`}
                    />
                  }
                  actions={
                    <Button variant="ghost" size="sm" onClick={() => props.onEvaluate(suggestion)} aria-label={`Evaluate ${suggestionTitle(suggestion)}`}>
                      Evaluate
                    </Button>
                  }
                />
              </li>
            ))}
          </StackList>
        </>
      )}
    </div>
  );
}
