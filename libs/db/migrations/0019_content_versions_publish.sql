-- Published versions of a career's test (career_content_versions): the draft rows are what the console edits,
-- and publishing copies them into one immutable jsonb document. This function is the one builder of that
-- document on the database's side: the console's publish, the demo seed and the test fixtures all call it, and
-- this migration uses it to turn every published test into its version 1. It must follow the draft tables: a
-- migration that changes them replaces it. The shape is ContentSnapshot (libs/db/src/schema/content-versions.ts).
-- A section's maximum is 5 points per rating statement (spec section 9; POINTS_PER_RATING in libs/contracts).
CREATE OR REPLACE FUNCTION career_content_snapshot(p_career_id uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'instructions', cc.instructions,
    'subjectsAligned', to_jsonb(cc.subjects_aligned),
    'sections', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
          'id', s.id,
          'name', s.name,
          'maximum', 5 * (SELECT count(*) FROM career_subsections r WHERE r.section_id = s.id AND r.type = 2),
          'remarks', s.remarks,
          'subsections', coalesce((
            SELECT jsonb_agg(jsonb_build_object('id', ss.id, 'type', ss.type, 'content', ss.content, 'meta', ss.meta)
                             ORDER BY ss.position)
            FROM career_subsections ss WHERE ss.section_id = s.id), '[]'::jsonb))
        ORDER BY s.position)
      FROM career_sections s WHERE s.career_id = cc.career_id), '[]'::jsonb))
  FROM career_contents cc
  WHERE cc.career_id = p_career_id
$$;
--> statement-breakpoint
-- Every test students can take today becomes its version 1, published when it was last changed.
INSERT INTO career_content_versions (career_id, number, content, published_at)
SELECT career_id, 1, career_content_snapshot(career_id), updated_at FROM career_contents WHERE status = 'PUBLISHED'
ON CONFLICT (career_id, number) DO NOTHING;
--> statement-breakpoint
-- Attempts already started (opened, answered, handed in or scored) are pinned to it: their steps name its
-- subsections, and they go on being judged, scored and reported against it. Untouched enrolments take whatever
-- is published when they start.
UPDATE user_careers uc SET content_version_id = v.id
FROM career_content_versions v
WHERE v.career_id = uc.career_id AND v.number = 1 AND uc.content_version_id IS NULL
  AND uc.status <> 'ABANDONED'
  AND (uc.step_started_at IS NOT NULL OR uc.started_at IS NOT NULL OR uc.finished_at IS NOT NULL
       OR uc.status = 'COMPLETED');
--> statement-breakpoint
-- The version counter was moved by triggers so the player's judge could tell a stale copy of the draft; the judge
-- now keys its copies on immutable version ids, and the draft's version is the console's optimistic lock, moved
-- by the one statement of each write that checks it (a replace of the whole tree must move it once, and a
-- publish not at all).
DROP TRIGGER IF EXISTS career_subsections_content_version ON career_subsections;
--> statement-breakpoint
DROP TRIGGER IF EXISTS career_sections_content_version ON career_sections;
--> statement-breakpoint
DROP TRIGGER IF EXISTS career_contents_version ON career_contents;
--> statement-breakpoint
DROP FUNCTION IF EXISTS career_subsections_touch_content();
--> statement-breakpoint
DROP FUNCTION IF EXISTS career_sections_touch_content();
--> statement-breakpoint
DROP FUNCTION IF EXISTS career_contents_bump_version();
