def subsets_with_sum(nums, target):
    out = []

    def go(i, chosen, total):
        if total == target:
            out.append(list(chosen))
        if total >= target:
            return
        for j in range(i, len(nums)):
            if j > i and nums[j] == nums[j - 1]:
                continue
            chosen.append(nums[j])
            go(j + 1, chosen, total + nums[j])
            chosen.pop()

    go(0, [], 0)
    return out


def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    result = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            result.append([x] + rest)
    return result


def next_permutation(seq):
    a = list(seq)
    i = len(a) - 2
    while i >= 0 and a[i] >= a[i + 1]:
        i -= 1
    if i < 0:
        return None
    j = len(a) - 1
    while a[j] <= a[i]:
        j -= 1
    a[i], a[j] = a[j], a[i]
    a[i + 1:] = reversed(a[i + 1:])
    return a


coins = sorted([10, 1, 2, 7, 6, 1, 5])
print(subsets_with_sum(coins, 8))
(subsets_with_sum(coins, 8), len(permutations([1, 2, 3, 4])), permutations(["a", "b", "c"])[:3],
 next_permutation([1, 2, 3]), next_permutation([3, 2, 1]), next_permutation("abdc"))
