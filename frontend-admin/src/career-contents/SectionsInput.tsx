import { memo, type ReactElement } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import ChoiceIcon from '@mui/icons-material/RadioButtonChecked';
import RatingIcon from '@mui/icons-material/StarHalf';
import TextIcon from '@mui/icons-material/ShortText';
import VideoIcon from '@mui/icons-material/OndemandVideo';
import { ArrayInput, FormDataConsumer, NumberInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { CONTENT_LIMITS, POINTS_PER_RATING } from '@app/contracts';
import { VideoClipsInput } from './ClipsInput';
import { newSection, newStep, ratingCount, STEP_TYPES, type StepType } from './contentBody';
import { AddButton, AddMenuButton, ITERATOR_SX, MoveButtons, RemoveButton } from './iterator';
import { RemarksInput } from './RemarksInput';
import { TextListInput } from './TextListInput';

/**
 * The test's sections, in the order students take them, each with its steps in order: a video, a rating
 * statement, a choice question or a text question, each with its own fields. Sections and steps move with up and
 * down buttons. The parts that depend on other values (a step's kind, a section's maximum) are memoised on those
 * values: FormDataConsumer re-renders on every keystroke, its inputs then need not.
 */

const STEP_ICONS: Record<StepType, ReactElement> = {
  1: <VideoIcon fontSize="small" />,
  2: <RatingIcon fontSize="small" />,
  3: <ChoiceIcon fontSize="small" />,
  4: <TextIcon fontSize="small" />,
};

function TimerInput() {
  return (
    <NumberInput
      source="content.timer"
      label="console.contents.fields.timer"
      helperText="console.contents.timer_hint"
      step={1}
      min={CONTENT_LIMITS.timerMin}
      max={CONTENT_LIMITS.timerMax}
      sx={{ maxWidth: 320 }}
    />
  );
}

/** A choice question's options, in the order shown (2 to 8). */
function OptionsInput() {
  return (
    <TextListInput
      source="content.options"
      label="console.contents.fields.options"
      itemLabel="console.contents.fields.option"
      what="console.contents.option"
      addLabel="console.contents.add_option"
      max={CONTENT_LIMITS.optionsMax}
    />
  );
}

/** The fields of one step, by its kind (which is fixed: a step of another kind is another step). */
const StepFields = memo(function StepFields({ type }: { type: StepType | undefined }) {
  const translate = useTranslate();
  const kind = STEP_TYPES.find((t) => t.id === type);
  return (
    <Box sx={{ width: '100%' }} data-testid="content-step" data-step-type={type}>
      {kind && (
        <Chip
          size="small"
          icon={STEP_ICONS[kind.id]}
          label={translate(kind.name)}
          variant="outlined"
          sx={{ mb: 1.5, mt: 0.5 }}
        />
      )}
      {type === 1 && (
        <>
          <TextInput source="content.title" label="console.contents.fields.title" fullWidth />
          <VideoClipsInput />
        </>
      )}
      {type === 2 && (
        <>
          <TextInput source="content.question" label="console.contents.fields.statement" multiline fullWidth />
          <TimerInput />
        </>
      )}
      {type === 3 && (
        <>
          <TextInput source="content.question" label="console.contents.fields.question" multiline fullWidth />
          <OptionsInput />
          <TimerInput />
        </>
      )}
      {type === 4 && (
        <>
          <TextInput source="content.question" label="console.contents.fields.question" multiline fullWidth />
          <TimerInput />
        </>
      )}
    </Box>
  );
});

interface ScopedStep {
  type?: StepType;
}

function StepsInput({ count }: { count: number }) {
  return (
    <ArrayInput source="subsections" label="console.contents.fields.steps">
      <SimpleFormIterator
        disableClear
        fullWidth
        sx={ITERATOR_SX}
        getItemLabel={(index) => `${index + 1}.`}
        reOrderButtons={<MoveButtons what="console.contents.step" />}
        removeButton={<RemoveButton what="console.contents.step" />}
        addButton={
          <AddMenuButton
            label="console.contents.add_step"
            choices={STEP_TYPES}
            item={(type) => newStep(type)}
            icon={(type) => STEP_ICONS[type]}
            disabled={count >= CONTENT_LIMITS.stepsPerSectionMax}
          />
        }
      >
        <FormDataConsumer>
          {({ scopedFormData }) => <StepFields type={(scopedFormData as ScopedStep | undefined)?.type} />}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A section's maximum: computed, never typed, since the API holds it to 5 points per rating statement. */
const SectionMaximum = memo(function SectionMaximum({ ratings }: { ratings: number }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="section-maximum">
      {translate('console.contents.maximum', {
        maximum: POINTS_PER_RATING * ratings,
        points: POINTS_PER_RATING,
        smart_count: ratings,
      })}
    </Typography>
  );
});

const SectionBody = memo(function SectionBody({
  name,
  ratings,
  steps,
}: {
  name: string | undefined;
  ratings: number;
  steps: number;
}) {
  return (
    <>
      <SectionMaximum ratings={ratings} />
      <RemarksInput sectionName={name} />
      <StepsInput count={steps} />
    </>
  );
});

interface ScopedSection {
  name?: string;
  subsections?: unknown[];
}

export const SectionsInput = memo(function SectionsInput({ count }: { count: number }) {
  return (
    <ArrayInput source="sections" label={false}>
      <SimpleFormIterator
        disableClear
        fullWidth
        sx={{
          ...ITERATOR_SX,
          '& > ul > li.RaSimpleFormIterator-line': {
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 2,
            mb: 2,
          },
        }}
        getItemLabel={(index) => `${index + 1}.`}
        reOrderButtons={<MoveButtons what="console.contents.section" />}
        removeButton={<RemoveButton what="console.contents.section" />}
        addButton={
          <AddButton
            label="console.contents.add_section"
            item={() => newSection()}
            disabled={count >= CONTENT_LIMITS.sectionsMax}
          />
        }
      >
        <TextInput source="name" label="console.contents.fields.section_name" sx={{ minWidth: 320 }} />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const section = scopedFormData as ScopedSection | undefined;
            return (
              <SectionBody
                name={typeof section?.name === 'string' ? section.name : undefined}
                ratings={ratingCount(section as Record<string, unknown> | undefined)}
                steps={Array.isArray(section?.subsections) ? section.subsections.length : 0}
              />
            );
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
});
