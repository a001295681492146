import type { PairEvaluation, SmartEngineCategory, SmartSuggestion } from '@alive/contracts';
import { FILL_BOTH_OPTIONS_MESSAGE, SELECT_AT_LEAST_ONE_PAIR_MESSAGE } from '@alive/contracts/constants';
import { Tabs, TabsContent, TabList, TabsTrigger, useToast, VisuallyHidden } from '@alive/ui';
import { useState } from 'react';
import { useAddSmartPairs, useEvaluateSmartPair, useGenerateSmartPairs, useSmartRecommendations } from '../hooks/use-smart-engine.ts';
import { AnalyticsTab } from './analytics-tab.tsx';
import { EvaluateTab, type EvaluateDraft } from './evaluate-tab.tsx';
import { GenerateTab } from './generate-tab.tsx';
import { RecommendationsTab } from './recommendations-tab.tsx';

type Tab = 'generate' | 'recommendations' | 'evaluate' | 'analytics';

/**
 * Each tab panel opens with a heading one level below the page's (or the section's), read by screen
 * readers only (the tab names it on screen), so the panels' own h3 headings never skip a level.
 */
function PanelHeading({ level, children }: { level: 2 | 3; children: string }) {
  return <VisuallyHidden as={`h${level}`}>{children}</VisuallyHidden>;
}

/**
 * The Smart Choice Pair Engine, both readings in one (docs/product/admin.md, Smart Choice Pair Engine):
 * Generate (category and Number of Pairs, or the eight quick buttons), Recommendations, Evaluate and
 * Analytics. Selection is by index and cleared after a successful add, which also takes the added
 * pairs off the list; a failed Generate keeps the earlier results. Also a section of the Admin Panel.
 * `headingLevel`: of the panels' hidden headings, one below what it sits under (2 on its own screen,
 * 3 in the Admin Panel).
 */
export function SmartEnginePanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 } = {}) {
  const { toast } = useToast();
  const [tab, setTab] = useState<Tab>('generate');
  const [suggestions, setSuggestions] = useState<SmartSuggestion[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [generatedCount, setGeneratedCount] = useState(0);
  const [recommendations, setRecommendations] = useState<SmartSuggestion[] | null>(null);
  const [draft, setDraft] = useState<EvaluateDraft>({ optionA: '', optionB: '', category: '' });
  const [evaluation, setEvaluation] = useState<PairEvaluation | null>(null);

  const [lastRequest, setLastRequest] = useState<{ category: SmartEngineCategory; count: number } | null>(null);
  const generate = useGenerateSmartPairs((generated) => {
    setSuggestions(generated);
    setSelected(new Set());
    setGeneratedCount((count) => count + generated.length);
  });
  const recommend = useSmartRecommendations(setRecommendations);
  const evaluate = useEvaluateSmartPair(setEvaluation);
  const add = useAddSmartPairs((added) => {
    setSuggestions((current) => current.filter((suggestion) => !added.includes(suggestion)));
    setSelected(new Set());
  });

  function toggle(index: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  function addSelected() {
    const pairs = suggestions.filter((_suggestion, index) => selected.has(index));
    if (pairs.length === 0) {
      toast({ variant: 'destructive', title: 'Error', description: SELECT_AT_LEAST_ONE_PAIR_MESSAGE });
      return;
    }
    add.mutate(pairs);
  }

  function runEvaluation(pair: EvaluateDraft) {
    const trimmed = { optionA: pair.optionA.trim(), optionB: pair.optionB.trim(), category: pair.category.trim() };
    if (!trimmed.optionA || !trimmed.optionB) {
      toast({ variant: 'destructive', title: 'Error', description: FILL_BOTH_OPTIONS_MESSAGE });
      return;
    }
    evaluate.mutate(trimmed);
  }

  function evaluateSuggestion(suggestion: SmartSuggestion) {
    const pair = { optionA: suggestion.optionA, optionB: suggestion.optionB, category: suggestion.pairCategory };
    setDraft(pair);
    setTab('evaluate');
    runEvaluation(pair);
  }

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabList aria-label="Smart engine">
        <TabsTrigger value="generate">Generate</TabsTrigger>
        <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
        <TabsTrigger value="evaluate">Evaluate</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
      </TabList>
      <TabsContent value="generate">
        <PanelHeading level={headingLevel}>Generate</PanelHeading>
        <GenerateTab
          suggestions={suggestions}
          selected={selected}
          generating={generate.isPending}
          adding={add.isPending}
          onGenerate={(category: SmartEngineCategory, count: number) => {
            setLastRequest({ category, count });
            generate.mutate({ category, count });
          }}
          generateError={generate.error}
          onRetryGenerate={() => lastRequest && generate.mutate(lastRequest)}
          onToggle={toggle}
          onSelectAll={() => setSelected(new Set(suggestions.map((_suggestion, index) => index)))}
          onDeselectAll={() => setSelected(new Set())}
          onAddSelected={addSelected}
          onEvaluate={evaluateSuggestion}
        />
      </TabsContent>
      <TabsContent value="recommendations">
        <PanelHeading level={headingLevel}>Recommendations</PanelHeading>
        <RecommendationsTab recommendations={recommendations} loading={recommend.isPending} onLoad={() => recommend.mutate()} />
      </TabsContent>
      <TabsContent value="evaluate">
        <PanelHeading level={headingLevel}>Evaluate</PanelHeading>
        <EvaluateTab draft={draft} onDraftChange={setDraft} onEvaluate={() => runEvaluation(draft)} evaluating={evaluate.isPending} evaluation={evaluation} />
      </TabsContent>
      <TabsContent value="analytics">
        <PanelHeading level={headingLevel}>Analytics</PanelHeading>
        <AnalyticsTab generated={generatedCount} selected={selected.size} lastQuality={evaluation?.qualityScore ?? null} />
      </TabsContent>
    </Tabs>
  );
}

