-- The countries phone registration and sign-in offer (SPEC.md 7), with their dialling codes and phone masks.
create table phone_countries (
  id integer primary key,
  country_code char(2) not null unique,
  tel_code text not null,
  mask text not null,
  name_en text not null,
  name_ru text not null,
  position integer not null
);

insert into phone_countries (id, country_code, tel_code, mask, name_en, name_ru, position) values
  (1, 'RU', '+7', '(###) ###-##-##', 'Russia', 'Россия', 1),
  (2, 'KZ', '+7', '(###) ###-##-##', 'Kazakhstan', 'Казахстан', 2),
  (3, 'UZ', '+998', '## ###-##-##', 'Uzbekistan', 'Узбекистан', 3),
  (4, 'AZ', '+994', '## ###-##-##', 'Azerbaijan', 'Азербайджан', 4),
  (5, 'AM', '+374', '## ###-###', 'Armenia', 'Армения', 5),
  (6, 'GE', '+995', '### ###-###', 'Georgia', 'Грузия', 6),
  (7, 'KG', '+996', '### ###-###', 'Kyrgyzstan', 'Киргизия', 7),
  (8, 'TR', '+90', '(###) ###-##-##', 'Türkiye', 'Турция', 8),
  (9, 'DE', '+49', '#### #######', 'Germany', 'Германия', 9),
  (10, 'ES', '+34', '### ### ###', 'Spain', 'Испания', 10),
  (11, 'FR', '+33', '# ## ## ## ##', 'France', 'Франция', 11),
  (12, 'GB', '+44', '#### ######', 'United Kingdom', 'Великобритания', 12),
  (13, 'IN', '+91', '#####-#####', 'India', 'Индия', 13),
  (14, 'BR', '+55', '(##) #####-####', 'Brazil', 'Бразилия', 14),
  (15, 'CA', '+1', '(###) ###-####', 'Canada', 'Канада', 15);
