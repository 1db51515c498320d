# expect: limit memory
# technique: str.replace amplification ('a'*1000).replace('a', 'a'*10**6)
# limits: memory=20000000
('a' * 1000).replace('a', 'a' * 10**6)
