queue = ["b", "d", "a"]
queue.insert(0, "z")
queue.extend(["c", "a"])
queue.remove("a")
first_a = queue.index("a")
popped = queue.pop(1)
queue.sort()
counts = queue.count("a")
rev = queue[::-1]
queue.reverse()
nums = [5, 3, 8, 1, 9, 2]
nums.sort(key=lambda n: (n % 2, n))
evens_odds = nums[:]
matrix = [[3, 1], [2, 2], [1, 3]]
matrix.sort(key=sum)
sl = list(range(10))
sl[2:5] = ["x"]
del sl[-2:]
del sl[::3]
copy_ = sl.copy()
copy_.clear()
(queue, first_a, popped, counts, rev, evens_odds, matrix, sl, copy_, [1, 2] * 3, [[0]] * 2, sorted("banana", reverse=True))
