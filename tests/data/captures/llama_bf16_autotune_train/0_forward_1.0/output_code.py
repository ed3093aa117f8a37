# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/5o/c5o5v2g656fbvq262rdavruaacclbimom3vy4liyzcn2w3v4ggik.py
# Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_4, hidden_states_2], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states => convert_element_type_4
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   to_4 => convert_element_type_5
#   variance => mean
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[2048, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf4 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf4]
#   %primals_4 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %mul_3 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %convert_element_type_5), kwargs = {})
#   return %embedding,%buf4,%rsqrt,%mul_3
triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 524800}}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 2048, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2048")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0).to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp7 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 256.0, tl.float32)
    tmp14 = (tmp12 / tmp13)
    tmp15 = tl.full([1, 1], 1e-06, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = libdevice.rsqrt(tmp16)
    tmp19 = tmp7 * tmp17
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp18 * tmp20
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp17, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/xc/cxcuinha5b4mlqw2dpu4ui4myxmuyzrdwg5upkewynaow2fp3zvt.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_4, expand_1, inv_freq_expanded, position_ids_expanded, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
# Source node to ATen node mapping:
#    => mm_default, squeeze_dim, squeeze_dim_1
#   arange => iota
#   expand_1 => expand_1
#   getitem_4 => unsqueeze_7, unsqueeze_8
#   inv_freq_expanded => convert_element_type
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type_1
#   q_indices => unsqueeze_2
# Graph fragment:
#   %primals_3 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=primals_3]
#   %expand_2 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %expand_3 : Tensor "f32[1, 1, 128][128, 128, 1]cuda:0" = PlaceHolder[target=expand_3]
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_7 : Tensor "bf16[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_3, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %expand_1 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_8, [1, -1, 1]), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%expand_1, torch.float32), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.float32), kwargs = {})
#   %squeeze_dim : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%expand_2, 0), kwargs = {})
#   %squeeze_dim_1 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%expand_3, 0), kwargs = {})
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%squeeze_dim, %squeeze_dim_1), kwargs = {})
#   return %expand_3,%expand_2,%mm_default
triton_tem_fused__to_copy_add_arange_bmm_expand_unsqueeze_1 = async_compile.triton('triton_tem_fused__to_copy_add_arange_bmm_expand_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_add_arange_bmm_expand_unsqueeze_1', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 32, 'BLOCK_K': 16, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_add_arange_bmm_expand_unsqueeze_1(in_ptr0, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 16
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32

    M = 32
    N = 128
    K = 1
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 1
    stride_ak = 0
    stride_bk = 0
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_mask = offs_k[None, :] < (K - k_idx * BLOCK_K)
        b_mask = offs_k[:, None] < (K - k_idx * BLOCK_K)

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_m + idx_n
        tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_K])), a_mask, eviction_policy='evict_last')
        tmp1 = tmp0.to(tl.float32)
        a = tmp1.broadcast_to(xindex.shape)

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 128*idx_m
        tmp2 = tl.broadcast_to(xindex, [BLOCK_K, BLOCK_N])
        tmp3 = tmp2.to(tl.float32)
        b = tl.where(b_mask, tmp3, 0.0).broadcast_to(xindex.shape)


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 128*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/y2/cy2pqsdvxlucsbvmxobzr4rfzzl4yhyzqo7bbswrevrasg4nfgzd.py
# Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
# Source node to ATen node mapping:
#   hidden_states => convert_element_type_4
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   linear => mm, permute_1, view_4
#   to_4 => convert_element_type_5
# Graph fragment:
#   %mul_3 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_3]
#   %primals_5 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=primals_5]
#   %convert_element_type_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %mul_3 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %convert_element_type_5), kwargs = {})
#   %permute_1 : Tensor "bf16[256, 256][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_5, [1, 0]), kwargs = {})
#   %view_4 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_3, [256, 256]), kwargs = {})
#   %mm : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_4, %permute_1), kwargs = {})
#   return %mm
triton_tem_fused__to_copy_mm_mul_t_view_2 = async_compile.triton('triton_tem_fused__to_copy_mm_mul_t_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_mul_t_view_2', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_mul_t_view_2(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 256
    K = 256
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 256
    stride_ak = 1
    stride_bk = 1
    stride_bn = 256

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 256*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/po/cposfisy3jjsny3our5x4cqfhym6oc3vadv53qkltmd5gqgu2mbh.py
# Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_1], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   hidden_states => convert_element_type_4
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   linear => view_4
#   linear_1 => mm_1, permute_3
#   to_4 => convert_element_type_5
# Graph fragment:
#   %mul_3 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_3]
#   %primals_6 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %convert_element_type_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %mul_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %mul_3 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %convert_element_type_5), kwargs = {})
#   %view_4 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_3, [256, 256]), kwargs = {})
#   %permute_3 : Tensor "bf16[256, 128][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_6, [1, 0]), kwargs = {})
#   %mm_1 : Tensor "bf16[256, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_4, %permute_3), kwargs = {})
#   return %mm_1
triton_tem_fused__to_copy_mm_mul_t_view_3 = async_compile.triton('triton_tem_fused__to_copy_mm_mul_t_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_mul_t_view_3', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_mul_t_view_3(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 128
    K = 256
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 256
    stride_ak = 1
    stride_bk = 1
    stride_bn = 256

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 256*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 128*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 128*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/n7/cn7jxkra5piii4hdbnebp5ch5cjcstwk43dmh6cmzj5tqp6a7dr5.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   linear => view_5
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_embed => add_4
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %mm : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %view_5 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "bf16[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_4 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_1 : Tensor "bf16[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "bf16[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %mul_5 : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   return %add_4
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x5 = xindex
    y4 = yindex
    x2 = (xindex % 64)
    y0 = (yindex % 128)
    x3 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x5 + 256*y4), xmask & ymask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0 + 128*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 * tmp5
    tmp7 = x2
    tmp8 = tl.full([1, 1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1, 1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*x3 + 256*y4 + (x2)), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*x3 + 256*y4 + ((-32) + x2)), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tl.store(out_ptr0 + (x5 + 256*y4), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/pi/cpim7todehxo35uvpqt7ik44winnd7uebllfytkimfcfjmmsubkn.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear_1, view_1, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   k_embed => add_5
#   key_states => permute_4
#   linear_1 => view_8
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg_1 => neg_1
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view_1 => view_9
#   x1_1 => slice_3
#   x2_1 => slice_4
# Graph fragment:
#   %mm_1 : Tensor "bf16[256, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %view_8 : Tensor "bf16[2, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 128]), kwargs = {})
#   %view_9 : Tensor "bf16[2, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_6 : Tensor "bf16[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_3 : Tensor "bf16[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "bf16[2, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "bf16[2, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_1 : Tensor "bf16[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "bf16[2, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "bf16[2, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   return %add_5
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 327680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x5 = xindex
    y4 = yindex
    x2 = (xindex % 64)
    y0 = (yindex % 128)
    x3 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x5 + 128*y4), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0 + 128*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 * tmp5
    tmp7 = x2
    tmp8 = tl.full([1, 1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1, 1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*x3 + 128*y4 + (x2)), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*x3 + 128*y4 + ((-32) + x2)), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tl.store(out_ptr0 + (x5 + 128*y4), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/kw/ckwemzxztxsuhngrte2mkcmahb72xgmyptvzobwavkqqdp42hds6.py
# Topologically Sorted Source Nodes: [getitem_10, hidden_states_3, key], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   getitem_10 => unsqueeze_13
#   hidden_states_3 => expand_5
#   key => clone_4
# Graph fragment:
#   %add_5 : Tensor "bf16[2, 2, 128, 64][16384, 64, 128, 1]cuda:0" = PlaceHolder[target=add_5]
#   %unsqueeze_13 : Tensor "bf16[2, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "bf16[2, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [2, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "bf16[2, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_expand_unsqueeze_6 = async_compile.triton('triton_poi_fused_clone_expand_unsqueeze_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_expand_unsqueeze_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 327680}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_expand_unsqueeze_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x3 = ((xindex // 16384) % 2)
    x4 = xindex // 32768
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x3 + 128*x1 + 16384*x4), None, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x5), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/vy/cvylby4oscosj7udyfsnkkcrf5r2xqtqdnhzqvnnah6krfor3zws.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => full_default, full_default_1, where
#   kv_indices => unsqueeze_6
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 128)
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], -65536.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/ms/cmswxss4wg5di5eotqte5sfqlizkmhiigym7ogt5slfg2t7lffhh.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, to_6, hidden_states_8], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_7 => add_7
#   attn_output_3 => view_17
#   hidden_states_5 => add_6
#   hidden_states_6 => convert_element_type_14
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   to_6 => convert_element_type_15
#   variance_1 => mean_1
# Graph fragment:
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf21 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf21]
#   %primals_9 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %view_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_14, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_14, %rsqrt_1), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   %mul_9 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %convert_element_type_15), kwargs = {})
#   return %buf21,%rsqrt_1,%mul_9
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 524800}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/ep/cep3elvqwdokr3j76yrax7a7hk3kcscfzj47nkpd5um6eeua4bds.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, hidden_states_7, to_6, hidden_states_8, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
# Source node to ATen node mapping:
#   attn_output_3 => view_17
#   hidden_states_5 => add_6
#   hidden_states_6 => convert_element_type_14
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   linear_4 => mm_4, permute_9, view_18
#   to_6 => convert_element_type_15
# Graph fragment:
#   %mul_9 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %primals_10 : Tensor "bf16[688, 256][256, 1]cuda:0" = PlaceHolder[target=primals_10]
#   %view_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %mul_8 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_14, %rsqrt_1), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   %mul_9 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %convert_element_type_15), kwargs = {})
#   %permute_9 : Tensor "bf16[256, 688][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_10, [1, 0]), kwargs = {})
#   %view_18 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [256, 256]), kwargs = {})
#   %mm_4 : Tensor "bf16[256, 688][688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%view_18, %permute_9), kwargs = {})
#   return %mm_4
triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9 = async_compile.triton('triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 128, 'BLOCK_N': 64, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 128
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 688
    K = 256
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 256
    stride_ak = 1
    stride_bk = 1
    stride_bn = 256

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 256*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 688*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 688*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/4w/c4wxiwmfww4g4qrnlzidgcpaxhrcwj52qkx2sfojwnhcvhlzcv52.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_10 => mul_10
#   silu => add_8, convert_element_type_18, convert_element_type_19, div, exp, neg_2
# Graph fragment:
#   %mm_4 : Tensor "bf16[256, 688][688, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "bf16[256, 688][688, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 128, 688]), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_18,), kwargs = {})
#   %exp : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_18, %add_8), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   %view_21 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 128, 688]), kwargs = {})
#   %mul_10 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %view_21), kwargs = {})
#   return %mul_10
triton_poi_fused__unsafe_view_mul_silu_10 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1409024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_10(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 176128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(out_ptr0 + (x0), tmp9, None)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/rp/crpagqkymvjhictojflzzv5shhebljhksnyujtcnfxclg6i7b6z4.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
# Source node to ATen node mapping:
#   down_proj => mm_6, permute_11, view_22
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_10 => mul_10
#   silu => add_8, convert_element_type_18, convert_element_type_19, div, exp, neg_2
# Graph fragment:
#   %mul_10 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0" = PlaceHolder[target=mul_10]
#   %primals_12 : Tensor "bf16[256, 688][688, 1]cuda:0" = PlaceHolder[target=primals_12]
#   %view_19 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 128, 688]), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_18,), kwargs = {})
#   %exp : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_18, %add_8), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   %view_21 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 128, 688]), kwargs = {})
#   %mul_10 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %view_21), kwargs = {})
#   %permute_11 : Tensor "bf16[688, 256][1, 688]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_12, [1, 0]), kwargs = {})
#   %view_22 : Tensor "bf16[256, 688][688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_10, [256, 688]), kwargs = {})
#   %mm_6 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_22, %permute_11), kwargs = {})
#   return %mm_6
triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11 = async_compile.triton('triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=4,
num_warps=8,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 128, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 128
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 256
    K = 688
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 688
    stride_ak = 1
    stride_bk = 1
    stride_bn = 688

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_mask = offs_k[None, :] < (K - k_idx * BLOCK_K)
        b_mask = offs_k[:, None] < (K - k_idx * BLOCK_K)

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 688*idx_m
        a = tl.load(A + (xindex), mask=a_mask, other=0.0)

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 688*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)), mask=b_mask, other=0.0)


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/d6/cd6fg3g6tsvaab4lkkon6ji2xjjfdslu3krwdfko52qvbel7gwhv.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, down_proj, hidden_states_9, hidden_states_10, pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, to_8, hidden_states_12], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_9 => add_10
#   attn_output_3 => view_17
#   down_proj => view_23
#   hidden_states_10 => convert_element_type_24
#   hidden_states_11 => mul_11
#   hidden_states_12 => mul_12
#   hidden_states_5 => add_6
#   hidden_states_9 => add_9
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   to_8 => convert_element_type_25
#   variance_2 => mean_2
# Graph fragment:
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_9 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %buf29 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf29]
#   %primals_13 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 128, 256]), kwargs = {})
#   %add_9 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_23), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.float32), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_24, 2), kwargs = {})
#   %mean_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_11 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_24, %rsqrt_2), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_11, torch.bfloat16), kwargs = {})
#   %mul_12 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_13, %convert_element_type_25), kwargs = {})
#   return %add_9,%buf29,%rsqrt_2,%mul_12
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 918016}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp16 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp5 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 256.0, tl.float32)
    tmp12 = (tmp10 / tmp11)
    tmp13 = tl.full([1, 1], 1e-06, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = libdevice.rsqrt(tmp14)
    tmp17 = tmp5 * tmp15
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 * tmp18
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp15, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/mw/cmwh3wwjodovjx53e65vrmscxjwdnsquih3vmkl5gwyhjrndyawl.py
# Topologically Sorted Source Nodes: [attn_output_7, hidden_states_15, hidden_states_16, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, to_10, hidden_states_18], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_13 => add_14
#   attn_output_7 => view_37
#   hidden_states_15 => add_13
#   hidden_states_16 => convert_element_type_34
#   hidden_states_17 => mul_17
#   hidden_states_18 => mul_18
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   to_10 => convert_element_type_35
#   variance_3 => mean_3
# Graph fragment:
#   %add_9 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %mm_10 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_13 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %buf46 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf46]
#   %primals_18 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_18]
#   %rsqrt_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_37 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [2, 128, 256]), kwargs = {})
#   %add_13 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %view_37), kwargs = {})
#   %convert_element_type_34 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_34, 2), kwargs = {})
#   %mean_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_17 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_34, %rsqrt_3), kwargs = {})
#   %convert_element_type_35 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_17, torch.bfloat16), kwargs = {})
#   %mul_18 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_18, %convert_element_type_35), kwargs = {})
#   return %add_13,%buf46,%rsqrt_3,%mul_18
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 786944}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp14 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/6l/c6l3mntw6oid4trqvge2owrkteapo66hhldhkvwjdoubsb7hvlkz.py
# Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
# Source node to ATen node mapping:
#   down_proj_1 => mm_13, permute_22, view_42
#   linear_11 => view_39
#   linear_12 => view_41
#   mul_19 => mul_19
#   silu_1 => add_15, convert_element_type_38, convert_element_type_39, div_1, exp_1, neg_5
# Graph fragment:
#   %mul_19 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0" = PlaceHolder[target=mul_19]
#   %primals_21 : Tensor "bf16[256, 688][688, 1]cuda:0" = PlaceHolder[target=primals_21]
#   %view_39 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [2, 128, 688]), kwargs = {})
#   %convert_element_type_38 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_39, torch.float32), kwargs = {})
#   %neg_5 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_38,), kwargs = {})
#   %exp_1 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_5,), kwargs = {})
#   %add_15 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_38, %add_15), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_1, torch.bfloat16), kwargs = {})
#   %view_41 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [2, 128, 688]), kwargs = {})
#   %mul_19 : Tensor "bf16[2, 128, 688][88064, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_39, %view_41), kwargs = {})
#   %permute_22 : Tensor "bf16[688, 256][1, 688]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_21, [1, 0]), kwargs = {})
#   %view_42 : Tensor "bf16[256, 688][688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_19, [256, 688]), kwargs = {})
#   %mm_13 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_42, %permute_22), kwargs = {})
#   return %mm_13
triton_tem_fused__unsafe_view_mm_mul_silu_t_view_14 = async_compile.triton('triton_tem_fused__unsafe_view_mm_mul_silu_t_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_mm_mul_silu_t_view_14', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': False, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_mm_mul_silu_t_view_14(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = False
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 256
    K = 688
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 688
    stride_ak = 1
    stride_bk = 1
    stride_bn = 688

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_mask = offs_k[None, :] < (K - k_idx * BLOCK_K)
        b_mask = offs_k[:, None] < (K - k_idx * BLOCK_K)

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 688*idx_m
        a = tl.load(A + (xindex), mask=a_mask, other=0.0)

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 256*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 688*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)), mask=b_mask, other=0.0)


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 256*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/ind_cache/ma_llama_bf16_train_466/yh/cyh7kzbutidh2fj33hhppjzudkode2ivmzgerbfz4zvdhdmj32ya.py
# Topologically Sorted Source Nodes: [hidden_states_20, hidden_states_21, to_12, hidden_states_22, logits], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
# Source node to ATen node mapping:
#   hidden_states_20 => convert_element_type_44
#   hidden_states_21 => mul_20
#   hidden_states_22 => mul_21
#   logits => mm_14, permute_23, view_44
#   to_12 => convert_element_type_45
# Graph fragment:
#   %mul_21 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_21]
#   %primals_23 : Tensor "bf16[2048, 256][256, 1]cuda:0" = PlaceHolder[target=primals_23]
#   %convert_element_type_44 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.float32), kwargs = {})
#   %mul_20 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %rsqrt_4), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_20, torch.bfloat16), kwargs = {})
#   %mul_21 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_22, %convert_element_type_45), kwargs = {})
#   %permute_23 : Tensor "bf16[256, 2048][1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_23, [1, 0]), kwargs = {})
#   %view_44 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_21, [256, 256]), kwargs = {})
#   %mm_14 : Tensor "bf16[256, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_44, %permute_23), kwargs = {})
#   return %mm_14
triton_tem_fused__to_copy_mm_mul_t_view_15 = async_compile.triton('triton_tem_fused__to_copy_mm_mul_t_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=4,
triton_meta={'signature': {'arg_A': '*bf16', 'arg_B': '*bf16', 'out_ptr0': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__to_copy_mm_mul_t_view_15', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__to_copy_mm_mul_t_view_15(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 256
    N = 2048
    K = 256
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 256
    stride_ak = 1
    stride_bk = 1
    stride_bn = 256

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 256*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 2048*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 256*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 2048*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23 = args
        args.clear()
        assert_size_stride(primals_1, (2, 128), (128, 1))
        assert_size_stride(primals_2, (2048, 256), (256, 1))
        assert_size_stride(primals_3, (32, ), (1, ))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (128, 256), (256, 1))
        assert_size_stride(primals_7, (128, 256), (256, 1))
        assert_size_stride(primals_8, (256, 256), (256, 1))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (688, 256), (256, 1))
        assert_size_stride(primals_11, (688, 256), (256, 1))
        assert_size_stride(primals_12, (256, 688), (688, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (256, 256), (256, 1))
        assert_size_stride(primals_15, (128, 256), (256, 1))
        assert_size_stride(primals_16, (128, 256), (256, 1))
        assert_size_stride(primals_17, (256, 256), (256, 1))
        assert_size_stride(primals_18, (256, ), (1, ))
        assert_size_stride(primals_19, (688, 256), (256, 1))
        assert_size_stride(primals_20, (688, 256), (256, 1))
        assert_size_stride(primals_21, (256, 688), (688, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (2048, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            buf4 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf5 = reinterpret_tensor(buf4, (2, 128, 1), (128, 1, 1), 0); del buf4  # reuse
            buf6 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_4, hidden_states_2], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0.run(buf5, primals_1, primals_2, primals_4, buf0, buf6, 256, 256, stream=stream0)
            del primals_2
            buf3 = empty_strided_cuda((32, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_4, expand_1, inv_freq_expanded, position_ids_expanded, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
            # [Provenance debug handles] triton_tem_fused__to_copy_add_arange_bmm_expand_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_add_arange_bmm_expand_unsqueeze_1.run(primals_3, buf3, 4, 1, 1, stream=stream0)
            del primals_3
            buf7 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_2:3
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_2.run(buf6, primals_5, buf7, 32, 1, 1, stream=stream0)
            buf8 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_1], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_3:4
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_3.run(buf6, primals_6, buf8, 16, 1, 1, stream=stream0)
            buf9 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_2], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_3:5
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_3.run(buf6, primals_7, buf9, 16, 1, 1, stream=stream0)
            buf10 = empty_strided_cuda((2, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4.run(buf7, buf3, buf10, 256, 256, stream=stream0)
            del buf7
            buf11 = empty_strided_cuda((2, 2, 128, 64), (16384, 64, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear_1, view_1, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5.run(buf8, buf3, buf11, 256, 128, stream=stream0)
            del buf8
            buf12 = empty_strided_cuda((2, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_10, hidden_states_3, key], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_6:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_6.run(buf11, buf12, 65536, stream=stream0)
            buf13 = empty_strided_cuda((2, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_11, hidden_states_4, value], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_6:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_6.run(buf9, buf13, 65536, stream=stream0)
            buf14 = empty_strided_cuda((2, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_7.run(buf14, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_10, hidden_states_3, key, getitem_11, hidden_states_4, value, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:11
            buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf10, reinterpret_tensor(buf12, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf13, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), buf14, True, scale=0.125)
            buf16 = buf15[0]
            assert_size_stride(buf16, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (2, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf18 = buf15[6]
            assert_size_stride(buf18, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf19 = buf15[7]
            assert_size_stride(buf19, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf19, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf15
            buf20 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_2:12
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_2.run(buf16, primals_8, buf20, 32, 1, 1, stream=stream0)
            buf21 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf22 = reinterpret_tensor(buf21, (2, 128, 1), (128, 1, 1), 0); del buf21  # reuse
            buf23 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, to_6, hidden_states_8], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8:13
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf22, buf0, buf20, primals_9, buf23, 256, 256, stream=stream0)
            buf24 = empty_strided_cuda((256, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, hidden_states_7, to_6, hidden_states_8, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9:14
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9.run(buf23, primals_10, buf24, 22, 1, 1, stream=stream0)
            buf25 = empty_strided_cuda((256, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, hidden_states_7, to_6, hidden_states_8, linear_4, linear_5], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9:15
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9.run(buf23, primals_11, buf25, 22, 1, 1, stream=stream0)
            buf26 = empty_strided_cuda((2, 128, 688), (88064, 688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_10:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_10.run(buf24, buf25, buf26, 176128, stream=stream0)
            buf27 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_10, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11:17
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11.run(buf26, primals_12, buf27, 8, 1, 1, stream=stream0)
            buf28 = reinterpret_tensor(buf27, (2, 128, 256), (32768, 256, 1), 0); del buf27  # reuse
            buf29 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf30 = reinterpret_tensor(buf29, (2, 128, 1), (128, 1, 1), 0); del buf29  # reuse
            buf31 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, down_proj, hidden_states_9, hidden_states_10, pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, to_8, hidden_states_12], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:18
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12.run(buf28, buf30, buf0, buf20, primals_13, buf31, 256, 256, stream=stream0)
            buf32 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11, to_8, hidden_states_12, linear_7], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_2:19
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_2.run(buf31, primals_14, buf32, 32, 1, 1, stream=stream0)
            buf33 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11, to_8, hidden_states_12, linear_7, linear_8], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_3:20
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_3.run(buf31, primals_15, buf33, 16, 1, 1, stream=stream0)
            buf34 = empty_strided_cuda((256, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11, to_8, hidden_states_12, linear_7, linear_9], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_3:21
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_3.run(buf31, primals_16, buf34, 16, 1, 1, stream=stream0)
            buf35 = empty_strided_cuda((2, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_7, view_3, query_states_1, mul_13, x1_2, x2_2, neg_2, cat_5, mul_14, q_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4.run(buf32, buf3, buf35, 256, 256, stream=stream0)
            del buf32
            buf36 = empty_strided_cuda((2, 2, 128, 64), (16384, 64, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_8, view_4, key_states_1, mul_15, x1_3, x2_3, neg_3, cat_6, mul_16, k_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_5.run(buf33, buf3, buf36, 256, 128, stream=stream0)
            del buf33
            buf37 = empty_strided_cuda((2, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_16, hidden_states_13, key_1], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_6:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_6.run(buf36, buf37, 65536, stream=stream0)
            buf38 = empty_strided_cuda((2, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_1, getitem_17, hidden_states_14, value_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_6:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_6.run(buf34, buf38, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_1, getitem_16, hidden_states_13, key_1, getitem_17, hidden_states_14, value_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:26
            buf39 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf35, reinterpret_tensor(buf37, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf38, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), buf14, True, scale=0.125)
            buf40 = buf39[0]
            assert_size_stride(buf40, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf40, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf41 = buf39[1]
            assert_size_stride(buf41, (2, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf41, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf42 = buf39[6]
            assert_size_stride(buf42, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf42, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf43 = buf39[7]
            assert_size_stride(buf43, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf39
            buf44 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_8, reshape_5, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_2:27
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_2.run(buf40, primals_17, buf44, 32, 1, 1, stream=stream0)
            buf45 = reinterpret_tensor(buf44, (2, 128, 256), (32768, 256, 1), 0); del buf44  # reuse
            buf46 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf47 = reinterpret_tensor(buf46, (2, 128, 1), (128, 1, 1), 0); del buf46  # reuse
            buf48 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_15, hidden_states_16, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, to_10, hidden_states_18], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:28
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf45, buf47, buf28, primals_18, buf48, 256, 256, stream=stream0)
            buf49 = empty_strided_cuda((256, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16, hidden_states_17, to_10, hidden_states_18, linear_11], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9:29
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9.run(buf48, primals_19, buf49, 22, 1, 1, stream=stream0)
            buf50 = empty_strided_cuda((256, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16, hidden_states_17, to_10, hidden_states_18, linear_11, linear_12], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9:30
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy__unsafe_view_add_mm_mul_t_view_9.run(buf48, primals_20, buf50, 22, 1, 1, stream=stream0)
            buf51 = empty_strided_cuda((2, 128, 688), (88064, 688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_10:31
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_10.run(buf49, buf50, buf51, 176128, stream=stream0)
            buf52 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_19, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_t_view_14:32
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_t_view_14.run(buf51, primals_21, buf52, 16, 1, 1, stream=stream0)
            buf53 = reinterpret_tensor(buf52, (2, 128, 256), (32768, 256, 1), 0); del buf52  # reuse
            buf54 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf55 = reinterpret_tensor(buf54, (2, 128, 1), (128, 1, 1), 0); del buf54  # reuse
            buf56 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, hidden_states_20, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, to_12, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13:33
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_13.run(buf53, buf55, buf45, primals_22, buf56, 256, 256, stream=stream0)
            buf57 = empty_strided_cuda((256, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_20, hidden_states_21, to_12, hidden_states_22, logits], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] triton_tem_fused__to_copy_mm_mul_t_view_15:34
            stream0 = get_raw_stream(0)
            triton_tem_fused__to_copy_mm_mul_t_view_15.run(buf56, primals_23, buf57, 128, 1, 1, stream=stream0)
        return (reinterpret_tensor(buf9, (2, 2, 128, 64), (16384, 64, 128, 1), 0), buf11, reinterpret_tensor(buf34, (2, 2, 128, 64), (16384, 64, 128, 1), 0), buf36, reinterpret_tensor(buf57, (2, 128, 2048), (262144, 2048, 1), 0), primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, buf0, buf3, buf5, reinterpret_tensor(buf6, (256, 256), (256, 1), 0), buf10, reinterpret_tensor(buf12, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf13, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), buf14, buf16, buf17, buf18, buf19, buf20, buf22, reinterpret_tensor(buf23, (256, 256), (256, 1), 0), buf24, buf25, reinterpret_tensor(buf26, (256, 688), (688, 1), 0), buf28, buf30, reinterpret_tensor(buf31, (256, 256), (256, 1), 0), buf35, reinterpret_tensor(buf37, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf38, (2, 4, 128, 64), (32768, 8192, 64, 1), 0), buf40, buf41, buf42, buf43, buf45, buf47, reinterpret_tensor(buf48, (256, 256), (256, 1), 0), buf49, buf50, reinterpret_tensor(buf51, (256, 688), (688, 1), 0), buf53, buf55, reinterpret_tensor(buf56, (256, 256), (256, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((256, 688), (688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((256, 688), (688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
