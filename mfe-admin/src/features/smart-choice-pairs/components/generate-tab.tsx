import {
  DEFAULT_SMART_ENGINE_CATEGORY,
  SMART_ENGINE_QUICK_CATEGORIES,
  SMART_ENGINE_SELECT_CATEGORIES,
  SMART_PAIR_COUNT,
  type SmartEngineCategory,
} from '@alive/contracts/constants';
import type { SmartSuggestion } from '@alive/contracts';
import { Button, EmptyState, Select, space, StackList, TextField } from '@alive/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { SMART_CATEGORY_LABELS } from './category-labels.ts';
import { SuggestionItem, suggestionTitle } from './suggestion-item.tsx';
import { Toolbar as Controls, LabelledField as Field } from '../../../shared/components/layout.ts';

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-bottom: ${space[5]};
`;

const SELECT_OPTIONS = SMART_ENGINE_SELECT_CATEGORIES.map((value) => ({ value, label: SMART_CATEGORY_LABELS[value] }));

/** Number of Pairs as typed; anything that is not a whole number asks for the default 5. */
export function pairCount(text: string): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) ? value : SMART_PAIR_COUNT.default;
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
}

/** Generate: a category and Number of Pairs (reading A), or one of eight quick buttons of 5 (reading B). */
export function GenerateTab(props: GenerateTabProps) {
  const [category, setCategory] = useState<SmartEngineCategory>(DEFAULT_SMART_ENGINE_CATEGORY);
  const [count, setCount] = useState(String(SMART_PAIR_COUNT.default));
  const { suggestions, selected } = props;
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
          value={count}
          onChange={(event) => setCount(event.target.value)}
          style={{ width: 120 }}
        />
        <Button onClick={() => props.onGenerate(category, pairCount(count))} disabled={props.generating}>
          {props.generating ? 'Generating...' : 'Generate'}
        </Button>
      </Controls>
      <Quick role="group" aria-label="Generate 5 pairs for a category">
        {SMART_ENGINE_QUICK_CATEGORIES.map((quick) => (
          <Button key={quick} variant="outline" size="sm" disabled={props.generating} onClick={() => props.onGenerate(quick, SMART_PAIR_COUNT.default)}>
            {SMART_CATEGORY_LABELS[quick]}
          </Button>
        ))}
      </Quick>
      {suggestions.length === 0 ? (
        <EmptyState title="No pairs generated yet" description="Choose a category and generate pairs that fill what the current pairs cover least." />
      ) : (
        <>
          <Controls>
            <Button variant="outline" onClick={allSelected ? props.onDeselectAll : props.onSelectAll}>
              {allSelected ? 'Deselect All' : 'Select All'}
            </Button>
            <Button onClick={props.onAddSelected} loading={props.adding}>
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
