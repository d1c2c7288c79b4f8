// A filter's person: a select that searches people by name, email or phone on the server
// (GET /admin/customers/?search=, debounced) and shows the chosen user by name. A user chosen elsewhere (a name
// clicked in a table, or ?user= in the address) is named from what the page knows, else from their details.
import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { customerDetailsQuery, userSearchQuery } from '@sefaresh/shared-api';
import { toPersianDigits, useDebouncedValue } from '@sefaresh/shared-ui';
import { USER_PICKER_TEXTS as T } from './messages';

/** People one search offers. */
const USER_SEARCH_LIMIT = 20;

export interface UserPickerProps {
  value: number | null;
  /** The chosen user's name when the page knows it. */
  knownName?: string;
  onChange(id: number | null, name?: string): void;
  id?: string;
  /** The field's name for assistive technology. */
  label: string;
}

export function UserPicker({ value, knownName, onChange, id, label }: UserPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useQuery({ ...userSearchQuery(search, USER_SEARCH_LIMIT), enabled: search.length > 0 });
  // a user chosen from the address: their name from their details
  const named = useQuery({
    ...customerDetailsQuery(value ?? 0),
    enabled: value !== null && !knownName,
    retry: false,
  });
  const people = search ? (found.data?.results ?? []) : [];
  const chosenName = knownName ?? named.data?.customer.name ?? (value === null ? '' : T.userNumber(value));
  const options = people.map((p) => ({
    value: p.id,
    label: p.name,
    title: p.name,
    detail: p.email,
  }));
  if (value !== null && !options.some((o) => o.value === value))
    options.unshift({ value, label: chosenName, title: chosenName, detail: '' });

  return (
    <Select<number | null>
      id={id}
      aria-label={label}
      placeholder={T.userPlaceholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={found.isFetching}
      value={value}
      onChange={(next) => {
        const person = people.find((p) => p.id === next);
        onChange(next ?? null, person?.name);
        setText('');
      }}
      notFoundContent={
        search && !found.isFetching ? T.noUsers : search ? T.searchingUsers : T.typeToSearchUsers
      }
      options={options}
      optionRender={(option) => (
        <Flex vertical>
          <span>{option.data.label}</span>
          {option.data.detail ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {toPersianDigits(option.data.detail)}
            </Typography.Text>
          ) : null}
        </Flex>
      )}
    />
  );
}
