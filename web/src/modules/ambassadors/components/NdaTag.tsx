import { Tag } from '@blueprintjs/core';

export interface NdaTagProps {
  signed: boolean;
}

export function NdaTag({ signed }: NdaTagProps) {
  return signed ? (
    <Tag intent="success" minimal icon="endorsed">
      NDA signed
    </Tag>
  ) : (
    <Tag minimal>No NDA</Tag>
  );
}
