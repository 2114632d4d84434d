/** /profile (docs/product.md#profile): the signed-in user's details and the Update Profile modal. */
import { Avatar, Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCake,
  IconGenderBigender,
  IconHeart,
  IconMail,
  IconMapPin,
  IconMessage,
  IconPencil,
  IconPhone,
} from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { profileFormText } from '@web/components/profile-form/en';
import { personDetailsText } from '@web/components/person-details-en';
import { userImageUrl } from '@web/components/user-image';
import { useSession } from '@web/lib/session';
import { ProfileDetail } from '../components/ProfileDetail';
import { UpdateProfileModal } from '../components/UpdateProfileModal';
import { useProfileText } from '../profile-text';
import classes from './ProfilePage.module.css';
import { accountsText } from '../en';

export function ProfilePage() {
  const { t } = useText(accountsText);
  // The details are named as the profile form names its fields.
  const { t: formText } = useText(profileFormText);
  const { t: detailText } = useText(personDetailsText);
  const { user } = useSession();
  const text = useProfileText();
  const [isEditing, editor] = useDisclosure(false);

  if (!user) return null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} px="md">
      <Card padding={0} className={classes.card}>
        <div className={classes.banner} aria-hidden />
        <Box px={{ base: 'md', sm: 'xl' }} pb="xl">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" className={classes.head}>
            <Group align="flex-start" gap="md" wrap="nowrap">
              <Avatar
                src={userImageUrl(user.image)}
                alt={t('profile.photoAlt', { name: user.name })}
                size={112}
                radius={112}
                className={classes.avatar}
                imageProps={{ width: 112, height: 112 }}
              />
              <Stack gap={2} pt={4} miw={0}>
                <Title order={1} fz={{ base: 24, sm: 30 }} lineClamp={2}>
                  {user.name}
                </Title>
                {user.name1 && (
                  <Text c="dimmed" size="sm">
                    {t('profile.friendlyNameIs', { name: user.name1 })}
                  </Text>
                )}
                <Badge variant="light" color="gold" size="sm" mt={4}>
                  {text.role(user.user_type)}
                </Badge>
              </Stack>
            </Group>
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={editor.open}>
              {t('action.updateProfile')}
            </Button>
          </Group>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg" mt="xl">
            <ProfileDetail icon={IconPhone} label={detailText('field.phone')} value={text.value(user.phone)} />
            <ProfileDetail icon={IconMail} label={formText('field.email')} value={text.value(user.email)} />
            <ProfileDetail icon={IconCake} label={detailText('field.dob')} value={text.date(user.dob)} />
            <ProfileDetail
              icon={IconHeart}
              label={detailText('field.anniversary')}
              value={text.date(user.anniversary)}
            />
            <ProfileDetail
              icon={IconGenderBigender}
              label={detailText('field.gender')}
              value={text.gender(user.gender)}
            />
            <ProfileDetail icon={IconMapPin} label={detailText('field.address')} value={text.value(user.address)} />
          </SimpleGrid>
          <Box mt="lg">
            <ProfileDetail icon={IconMessage} label={detailText('field.comment')} value={text.value(user.comment)} />
          </Box>
        </Box>
      </Card>
      <UpdateProfileModal user={user} opened={isEditing} onClose={editor.close} />
    </Container>
  );
}
