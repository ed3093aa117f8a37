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


# kernel path: /tmp/torchinductor_root/rn/crnu66u4lr462vach6ckccloicgsjpgt5zkorhauf2se52oy6gvq.py
# Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   return %add
triton_poi__0 = async_compile.triton('triton_poi__0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi__0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi__0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/in/cin3g6jbgnrjkcdctvddpojdpgv36mwrgwackwkv5zyn2dhgihdc.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_embeds], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding]
# Source node to ATen node mapping:
#   arange => iota
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %add : Tensor "i64[128][1]cuda:0" = PlaceHolder[target=add]
#   %primals_3 : Tensor "f32[128, 256][256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_3, %unsqueeze), kwargs = {})
#   return %embedding_1
triton_poi__1 = async_compile.triton('triton_poi__1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi__1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi__1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 256
    x0 = (xindex % 256)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([XBLOCK], 128, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 128), "index out of bounds: 0 <= tmp4 < 128")
    tmp6 = tl.load(in_ptr1 + (x0 + 256*tmp4), None)
    tl.store(out_ptr0 + (x2), tmp6, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/h7/ch7y64m6stdwhgqdnbb2blbrdixcqfpd22ggvysro7pxumalktjb.py
# Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, , inductor_random, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_dropout, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default
#   hidden_states => add_1
#   hidden_states_1 => gt, mul, mul_1
#   hidden_states_2 => add_4, add_5, mul_2, mul_3, rsqrt, sub_2, var_mean
#   inductor_random => inductor_random_default_4
#   inputs_embeds => embedding
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_4]
#   %primals_1 : Tensor "i64[8, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "f32[8192, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %gt : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %buf8 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf8]
#   %getitem_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_5]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 128, 256], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_4, 0.1), kwargs = {})
#   %mul : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%mul_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_1, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_4), kwargs = {})
#   %add_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_5), kwargs = {})
#   return %inductor_random_default_4,%gt,%embedding,%getitem_1,%buf8,%rsqrt,%add_5
triton_per__2 = async_compile.triton('triton_per__2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 4851712}}
)
@triton.jit
def triton_per__2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, out_ptr3, out_ptr4, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    x2 = (xindex % 128)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (r0_1 + 256*x2), xmask, eviction_policy='evict_last', other=0.0)
    tmp41 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tl.full([1, 1], 8192, tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tmp9) & (tmp9 < 8192)) | ~(xmask), "index out of bounds: 0 <= tmp9 < 8192")
    tmp11 = tl.load(in_ptr2 + (r0_1 + 256*tmp9), xmask, other=0.0)
    tmp12 = tmp4.to(tl.float32)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, 0)
    tmp21 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tl.full([1, 1], 256, tl.int32)
    tmp26 = tmp25.to(tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tmp18 - tmp27
    tmp29 = tmp28 * tmp28
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
    tmp32 = tl.where(xmask, tmp30, 0)
    tmp33 = tl.sum(tmp32, 1)[:, None].to(tl.float32)
    tmp34 = tl.full([1, 1], 256.0, tl.float32)
    tmp35 = (tmp33 / tmp34)
    tmp36 = tl.full([1, 1], 1e-05, tl.float32)
    tmp37 = tmp35 + tmp36
    tmp38 = libdevice.rsqrt(tmp37)
    tmp39 = tmp17 - tmp27
    tmp40 = tmp39 * tmp38
    tmp42 = tmp40 * tmp41
    tmp44 = tmp42 + tmp43
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp11, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp38, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp44, xmask)
    tl.store(out_ptr3 + (x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/sm/csmtocpo62saaqlap75neyesme5owz6bmhew7pkpdiooyyrw3d2n.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_ids_2, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_2 => expand
# Graph fragment:
#   %add : Tensor "i64[128][1]cuda:0" = PlaceHolder[target=add]
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %expand : Tensor "i64[8, 128][0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [8, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[8, 1][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%expand, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[8, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %expand], -1), kwargs = {})
#   %slice_2 : Tensor "i64[8, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 128), kwargs = {})
#   %slice_3 : Tensor "i64[8, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 129), kwargs = {})
#   %sub_1 : Tensor "i64[8, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[8, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[8, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_red__3 = async_compile.triton('triton_red__3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red__3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 18432}}
)
@triton.jit
def triton_red__3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    tmp36 = tl.full([XBLOCK, 1], -1, tl.int64)
    x0 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = 1 + r0_1
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = tl.full([1, 1], 1, tl.int64)
        tmp4 = tmp0 < tmp3
        tmp5 = tl.load(in_ptr0 + (0))
        tmp6 = tl.broadcast_to(tmp5, [1, 1])
        tmp7 = tl.where(tmp4, tmp6, 0)
        tmp8 = tl.full([1, 1], 1, tl.int64)
        tmp9 = tmp7 - tmp8
        tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
        tmp11 = tl.where(tmp4, tmp9, tmp10)
        tmp12 = tmp0 >= tmp3
        tmp13 = tl.full([1, 1], 129, tl.int64)
        tmp14 = tmp0 < tmp13
        tmp15 = tl.load(in_ptr0 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp12 & xmask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.where(tmp4, tmp11, tmp15)
        tmp17 = r0_1
        tmp18 = tmp17 >= tmp1
        tmp19 = tmp17 < tmp3
        tmp20 = tl.load(in_ptr0 + (0))
        tmp21 = tl.broadcast_to(tmp20, [1, 1])
        tmp22 = tl.where(tmp19, tmp21, 0)
        tmp23 = tl.full([1, 1], 1, tl.int64)
        tmp24 = tmp22 - tmp23
        tmp25 = tl.full(tmp24.shape, 0.0, tmp24.dtype)
        tmp26 = tl.where(tmp19, tmp24, tmp25)
        tmp27 = tmp17 >= tmp3
        tmp28 = tmp17 < tmp13
        tmp29 = tl.load(in_ptr0 + (tl.broadcast_to((-1) + r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp27 & xmask, eviction_policy='evict_last', other=0.0)
        tmp30 = tl.where(tmp19, tmp26, tmp29)
        tmp31 = tmp16 - tmp30
        tmp32 = tmp31 != tmp3
        tmp33 = tmp32.to(tl.int64)
        tmp34 = tmp33.to(tl.int64)
        tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
        tmp37, = tl.associative_scan((tmp35,), 1, _triton_helper_fn_add0)
        tmp38 = triton_helpers.select_one((tmp37), rbase == (RBLOCK - 1), dim=-1, keep_dims=True)
        tmp39 = tmp36 + tmp38
        tmp40 = tmp36 + tmp37
        tmp41 = tl.where(roffset > 0, tmp40, tmp37)
        tmp36 = tl.where(roffset > 0, tmp39, tmp38)
        tl.store(out_ptr0 + (r0_1 + 128*x0), tmp41, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/us/cus573egcg24qihu3hwk47fguc7thg46odnbkg6puse63g3mjdui.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, batch_arange, batch_indices, q_indices, kv_indices, result, le, result_1, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.new_ones, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => expand_1
#   attn_output => full_default_1, full_default_2, where
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   kv_indices => unsqueeze_9
#   le => le
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_5, unsqueeze_6
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
# Graph fragment:
#   %add : Tensor "i64[128][1]cuda:0" = PlaceHolder[target=add]
#   %cumsum : Tensor "i64[8, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %iota_1 : Tensor "i64[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (8,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[8, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 2), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %index : Tensor "i64[8, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[8, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[8, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[8, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand_1 : Tensor "b8[8, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [8, -1, 128, 128]), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[8, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_2, %full_default_1), kwargs = {})
#   return %where
triton_poi__4 = async_compile.triton('triton_poi__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*i64', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi__4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1049600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi__4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 128)
    x2 = xindex // 16384
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp5 = tl.full([XBLOCK], 128, tl.int32)
    tmp6 = tmp1 + tmp5
    tmp7 = tmp1 < 0
    tmp8 = tl.where(tmp7, tmp6, tmp1)
    tl.device_assert((0 <= tmp8) & (tmp8 < 128), "index out of bounds: 0 <= tmp8 < 128")
    tmp10 = tl.load(in_ptr1 + (tmp8 + 128*x2), None, eviction_policy='evict_last')
    tmp11 = tmp0 + tmp5
    tmp12 = tmp0 < 0
    tmp13 = tl.where(tmp12, tmp11, tmp0)
    tl.device_assert((0 <= tmp13) & (tmp13 < 128), "index out of bounds: 0 <= tmp13 < 128")
    tmp15 = tl.load(in_ptr1 + (tmp13 + 128*x2), None, eviction_policy='evict_last')
    tmp16 = tmp10 == tmp15
    tmp17 = tmp4 & tmp16
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = tl.full([1], float("-inf"), tl.float32)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tl.store(out_ptr0 + (x4), tmp20, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/rg/crgjlbh2oela3vnhcx3zna3athebpgkeh2ezjyx7ie4hxwocaas4.py
# Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, , x_3, inductor_random, attn_output_3, hidden_states_3, hidden_states_4, div_3], Original ATen: [aten.add, aten.native_dropout, aten.addmm, aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_3, inductor_lookup_seed_default_1
#   attn_output_3 => gt_1, mul_4, mul_5
#   div_3 => div_3
#   hidden_states => add_1
#   hidden_states_1 => mul, mul_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_6, mul_7, rsqrt_1, sub_3, var_mean_1
#   inductor_random => inductor_random_default_3
#   x_3 => view_8
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_3]
#   %gt_1 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_1]
#   %primals_8 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_8]
#   %mm_default_3 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %gt : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "f32[1, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %getitem_10 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf24 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf24]
#   %mul_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_6]
#   %primals_10 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_11]
#   %add_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %mul : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %add_tensor_3 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_8, %mm_default_3), kwargs = {})
#   %view_8 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [8, 128, 256]), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_random_default_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 128, 256], %inductor_lookup_seed_default_1, rand), kwargs = {})
#   %gt_1 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_3, 0.1), kwargs = {})
#   %mul_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_1, %view_8), kwargs = {})
#   %mul_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, 1.1111111111111112), kwargs = {})
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %sub_3 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %mul_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_7 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %primals_10), kwargs = {})
#   %add_8 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %primals_11), kwargs = {})
#   %div_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   return %inductor_random_default_3,%gt_1,%add_6,%getitem_10,%buf24,%mul_6,%add_8,%div_3
triton_per__5 = async_compile.triton('triton_per__5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'constexpr', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 9309184}}
)
@triton.jit
def triton_per__5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    x2 = (xindex % 128)
    tmp6 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp14 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp15 = tl.load(in_ptr4 + (r0_1 + 256*x2), xmask, eviction_policy='evict_last', other=0.0)
    tmp43 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp45 = tl.load(in_ptr6 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp13 = tmp12.to(tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tmp13 * tmp16
    tmp18 = tmp17 * tmp10
    tmp19 = tmp11 + tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.full([1, 1], 256, tl.int32)
    tmp28 = tmp27.to(tl.float32)
    tmp29 = (tmp26 / tmp28)
    tmp30 = tmp20 - tmp29
    tmp31 = tmp30 * tmp30
    tmp32 = tl.broadcast_to(tmp31, [XBLOCK, R0_BLOCK])
    tmp34 = tl.where(xmask, tmp32, 0)
    tmp35 = tl.sum(tmp34, 1)[:, None].to(tl.float32)
    tmp36 = tmp19 - tmp29
    tmp37 = tl.full([1, 1], 256.0, tl.float32)
    tmp38 = (tmp35 / tmp37)
    tmp39 = tl.full([1, 1], 1e-05, tl.float32)
    tmp40 = tmp38 + tmp39
    tmp41 = libdevice.rsqrt(tmp40)
    tmp42 = tmp36 * tmp41
    tmp44 = tmp42 * tmp43
    tmp46 = tmp44 + tmp45
    tmp47 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp48 = tmp41 * tmp47
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp19, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp42, xmask)
    tl.store(out_ptr5 + (r0_1 + 256*x0), tmp46, xmask)
    tl.store(out_ptr6 + (x0), tmp48, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/56/c565wa7xmypwbs4ogjzn5tzx6c5ogvv4zyiycrdy673d5dwm2wfk.py
# Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_11
#   mul => mul_8
#   mul_1 => mul_9
#   mul_2 => mul_10
#   pow_1 => pow_1
#   tanh => tanh
#   view_10 => view_11
#   x_5 => view_10
# Graph fragment:
#   %addmm_2 : Tensor "f32[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 128, 1024]), kwargs = {})
#   %mul_8 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_9 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_9), kwargs = {})
#   %mul_10 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_10,), kwargs = {})
#   %add_10 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_11 : Tensor "f32[8, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %add_10), kwargs = {})
#   %view_11 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_11, [-1, 1024]), kwargs = {})
#   return %view_11
triton_poi__6 = async_compile.triton('triton_poi__6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi__6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12582912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi__6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tl.store(out_ptr0 + (x0), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/cn/ccn7yfowilvdxfkf2xm3hdqisvn3owhjay4ep3zvnsr5pz7vh633.py
# Topologically Sorted Source Nodes: [, x_7, inductor_random, hidden_states_6, hidden_states_7, hidden_states_8, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_2, inductor_lookup_seed_default_2
#   div_2 => div_2
#   hidden_states_6 => gt_2, mul_12, mul_13
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_14, mul_15, rsqrt_2, sub_4, var_mean_2
#   inductor_random => inductor_random_default_2
#   x_7 => view_12
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_2]
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %gt_2 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %primals_14 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_2 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %getitem_12 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf34 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf34]
#   %mul_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %primals_16 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add_tensor_2 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_2), kwargs = {})
#   %view_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [8, 128, 256]), kwargs = {})
#   %inductor_lookup_seed_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 2), kwargs = {})
#   %inductor_random_default_2 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 128, 256], %inductor_lookup_seed_default_2, rand), kwargs = {})
#   %gt_2 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_2, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_12), kwargs = {})
#   %mul_13 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 1.1111111111111112), kwargs = {})
#   %add_11 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_13), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_12 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %sub_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %mul_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_2), kwargs = {})
#   %mul_15 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %primals_16), kwargs = {})
#   %add_13 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %primals_17), kwargs = {})
#   %div_2 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_2, 256), kwargs = {})
#   return %inductor_random_default_2,%gt_2,%getitem_12,%buf34,%mul_14,%add_13,%div_2
triton_per__7 = async_compile.triton('triton_per__7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 6818816}}
)
@triton.jit
def triton_per__7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    tmp5 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp7 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp37 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp5 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 256, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 256.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp36, xmask)
    tl.store(out_ptr5 + (r0_1 + 256*x0), tmp40, xmask)
    tl.store(out_ptr6 + (x0), tmp42, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/g4/cg4givd3p2u2lvonaa2x2mlo6wape4n3yd3twyacdewbhdizj2eb.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_6, hidden_states_7, x_11, inductor_random, attn_output_7, hidden_states_9, hidden_states_10, div_1], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor_1, add_tensor_2, inductor_lookup_seed_default_3
#   attn_output_7 => gt_3, mul_16, mul_17
#   div_1 => div_1
#   hidden_states_10 => add_15, add_16, mul_18, mul_19, rsqrt_3, sub_5, var_mean_3
#   hidden_states_6 => mul_12, mul_13
#   hidden_states_7 => add_11
#   hidden_states_9 => add_14
#   inductor_random => inductor_random_default_1
#   x_11 => view_20
#   x_7 => view_12
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_1]
#   %gt_3 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %primals_20 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_20]
#   %mm_default_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %gt_2 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %primals_14 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_14]
#   %mm_default_2 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_21 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf49 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf49]
#   %mul_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_18]
#   %primals_22 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %primals_23 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_23]
#   %add_tensor_2 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_14, %mm_default_2), kwargs = {})
#   %view_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [8, 128, 256]), kwargs = {})
#   %mul_12 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_12), kwargs = {})
#   %mul_13 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 1.1111111111111112), kwargs = {})
#   %add_11 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_13), kwargs = {})
#   %add_tensor_1 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_20, %mm_default_1), kwargs = {})
#   %view_20 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [8, 128, 256]), kwargs = {})
#   %inductor_lookup_seed_default_3 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 3), kwargs = {})
#   %inductor_random_default_1 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 128, 256], %inductor_lookup_seed_default_3, rand), kwargs = {})
#   %gt_3 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default_1, 0.1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_3, %view_20), kwargs = {})
#   %mul_17 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 1.1111111111111112), kwargs = {})
#   %add_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_15 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %sub_5 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %mul_18 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_3), kwargs = {})
#   %mul_19 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %primals_22), kwargs = {})
#   %add_16 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %primals_23), kwargs = {})
#   %div_1 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 256), kwargs = {})
#   return %inductor_random_default_1,%gt_3,%add_14,%getitem_21,%buf49,%mul_18,%add_16,%div_1
triton_per__8 = async_compile.triton('triton_per__8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*i1', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 10227712}}
)
@triton.jit
def triton_per__8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr1, out_ptr4, out_ptr5, out_ptr6, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    tmp6 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp13 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp15 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp45 = tl.load(in_ptr6 + (r0_1), None, eviction_policy='evict_last')
    tmp47 = tl.load(in_ptr7 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp5 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp14 = tmp13.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp14 * tmp17
    tmp19 = tmp18 * tmp10
    tmp20 = tmp12 + tmp19
    tmp21 = tmp11 + tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tl.full([1, 1], 256, tl.int32)
    tmp30 = tmp29.to(tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tmp22 - tmp31
    tmp33 = tmp32 * tmp32
    tmp34 = tl.broadcast_to(tmp33, [XBLOCK, R0_BLOCK])
    tmp36 = tl.where(xmask, tmp34, 0)
    tmp37 = tl.sum(tmp36, 1)[:, None].to(tl.float32)
    tmp38 = tmp21 - tmp31
    tmp39 = tl.full([1, 1], 256.0, tl.float32)
    tmp40 = (tmp37 / tmp39)
    tmp41 = tl.full([1, 1], 1e-05, tl.float32)
    tmp42 = tmp40 + tmp41
    tmp43 = libdevice.rsqrt(tmp42)
    tmp44 = tmp38 * tmp43
    tmp46 = tmp44 * tmp45
    tmp48 = tmp46 + tmp47
    tmp49 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp50 = tmp43 * tmp49
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp21, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp44, xmask)
    tl.store(out_ptr5 + (r0_1 + 256*x0), tmp48, xmask)
    tl.store(out_ptr6 + (x0), tmp50, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/bi/cbigugzgs7egephykzmi6brlqih6t6c3dsjszwk4m5jvn4bcpiqc.py
# Topologically Sorted Source Nodes: [, x_15, inductor_random, hidden_states_12, hidden_states_13, hidden_states_14, div], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#    => add_tensor, inductor_lookup_seed_default_4
#   div => div
#   hidden_states_12 => gt_4, mul_24, mul_25
#   hidden_states_13 => add_19
#   hidden_states_14 => add_20, add_21, mul_26, mul_27, rsqrt_4, sub_6, var_mean_4
#   inductor_random => inductor_random_default
#   x_15 => view_24
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default]
#   %add_14 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_14]
#   %gt_4 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=gt_4]
#   %primals_26 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_26]
#   %mm_default : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_23 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf59 : Tensor "f32[8, 128, 1][128, 1, 1024]cuda:0" = PlaceHolder[target=buf59]
#   %mul_26 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_26]
#   %primals_28 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_28]
#   %primals_29 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_29]
#   %add_tensor : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_26, %mm_default), kwargs = {})
#   %view_24 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [8, 128, 256]), kwargs = {})
#   %inductor_lookup_seed_default_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 4), kwargs = {})
#   %inductor_random_default : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 128, 256], %inductor_lookup_seed_default_4, rand), kwargs = {})
#   %gt_4 : Tensor "b8[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default, 0.1), kwargs = {})
#   %mul_24 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_4, %view_24), kwargs = {})
#   %mul_25 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, 1.1111111111111112), kwargs = {})
#   %add_19 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %mul_25), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_19, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_20 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %sub_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_19, %getitem_23), kwargs = {})
#   %mul_26 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_4), kwargs = {})
#   %mul_27 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %primals_28), kwargs = {})
#   %add_21 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_27, %primals_29), kwargs = {})
#   %div : Tensor "f32[8, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_4, 256), kwargs = {})
#   return %inductor_random_default,%gt_4,%getitem_23,%buf59,%mul_26,%add_21,%div
triton_per__9 = async_compile.triton('triton_per__9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*i1', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per__9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 6818816}}
)
@triton.jit
def triton_per__9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr4, out_ptr5, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    tmp5 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp7 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp37 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tl.full([1, 1], 0.1, tl.float32)
    tmp4 = tmp2 > tmp3
    tmp6 = tmp4.to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp6 * tmp9
    tmp11 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp5 + tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 256, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tmp13 - tmp23
    tmp31 = tl.full([1, 1], 256.0, tl.float32)
    tmp32 = (tmp29 / tmp31)
    tmp33 = tl.full([1, 1], 1e-05, tl.float32)
    tmp34 = tmp32 + tmp33
    tmp35 = libdevice.rsqrt(tmp34)
    tmp36 = tmp30 * tmp35
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp42 = tmp35 * tmp41
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp36, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp40, xmask)
    tl.store(out_ptr5 + (x0), tmp42, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29 = args
        args.clear()
        assert_size_stride(primals_1, (8, 128), (128, 1))
        assert_size_stride(primals_2, (8192, 256), (256, 1))
        assert_size_stride(primals_3, (128, 256), (256, 1))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_5, (256, ), (1, ))
        assert_size_stride(primals_6, (768, ), (1, ))
        assert_size_stride(primals_7, (256, 768), (768, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_11, (256, ), (1, ))
        assert_size_stride(primals_12, (1024, ), (1, ))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(primals_14, (256, ), (1, ))
        assert_size_stride(primals_15, (1024, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_17, (256, ), (1, ))
        assert_size_stride(primals_18, (768, ), (1, ))
        assert_size_stride(primals_19, (256, 768), (768, 1))
        assert_size_stride(primals_20, (256, ), (1, ))
        assert_size_stride(primals_21, (256, 256), (256, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (256, ), (1, ))
        assert_size_stride(primals_24, (1024, ), (1, ))
        assert_size_stride(primals_25, (256, 1024), (1024, 1))
        assert_size_stride(primals_26, (256, ), (1, ))
        assert_size_stride(primals_27, (1024, 256), (256, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(primals_29, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((128, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
            # [Provenance debug handles] triton_poi__0:1
            stream0 = get_raw_stream(0)
            triton_poi__0.run(buf1, 128, stream=stream0)
            buf2 = empty_strided_cuda((1, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_embeds], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding]
            # [Provenance debug handles] triton_poi__1:2
            stream0 = get_raw_stream(0)
            triton_poi__1.run(buf1, primals_3, buf2, 32768, stream=stream0)
            del primals_3
            buf4 = empty_strided_cuda((5, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:3
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [5], out=buf4)
            buf6 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.bool)
            buf0 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf7 = empty_strided_cuda((8, 128, 1), (128, 1, 1), torch.float32)
            buf8 = empty_strided_cuda((8, 128, 1), (128, 1, 1024), torch.float32)
            buf10 = reinterpret_tensor(buf8, (8, 128, 1), (128, 1, 1), 0); del buf8  # reuse
            buf11 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, , inductor_random, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_dropout, aten.native_layer_norm]
            # [Provenance debug handles] triton_per__2:4
            stream0 = get_raw_stream(0)
            triton_per__2.run(buf10, buf4, primals_1, primals_2, buf2, primals_4, primals_5, buf6, buf0, buf7, buf11, 0, 1024, 256, stream=stream0)
            del primals_5
            buf3 = empty_strided_cuda((8, 128), (128, 1), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_ids_2, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
            # [Provenance debug handles] triton_red__3:5
            stream0 = get_raw_stream(0)
            triton_red__3.run(buf1, buf3, 8, 128, stream=stream0)
            buf12 = empty_strided_cuda((1024, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, hidden_states_2, view_1, x], Original ATen: [aten.add, aten.native_dropout, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:6
            extern_kernels.addmm(primals_6, reinterpret_tensor(buf11, (1024, 256), (256, 1), 0), primals_7, alpha=1, beta=1, out=buf12)
            del primals_6
            buf13 = empty_strided_cuda((8, 1, 128, 128), (16384, 16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, batch_arange, batch_indices, q_indices, kv_indices, result, le, result_1, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.new_ones, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi__4:7
            stream0 = get_raw_stream(0)
            triton_poi__4.run(buf1, buf3, buf13, 131072, stream=stream0)
            del buf3
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, view_4, value_states_1, view_5, query_states_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.expand, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:8
            buf14 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf12, (8, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf12, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf12, (8, 4, 128, 64), (98304, 64, 768, 1), 512), reinterpret_tensor(buf13, (8, 4, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf15 = buf14[0]
            assert_size_stride(buf15, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf16 = buf14[1]
            assert_size_stride(buf16, (8, 4, 128), (512, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf17 = buf14[2]
            assert_size_stride(buf17, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf18 = buf14[3]
            assert_size_stride(buf18, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf14
            buf19 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf15, (1024, 256), (256, 1), 0), primals_9, out=buf19)
            buf21 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.bool)
            buf22 = reinterpret_tensor(buf19, (8, 128, 256), (32768, 256, 1), 0); del buf19  # reuse
            buf26 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf27 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf67 = empty_strided_cuda((8, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, , x_3, inductor_random, attn_output_3, hidden_states_3, hidden_states_4, div_3], Original ATen: [aten.add, aten.native_dropout, aten.addmm, aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__5:10
            stream0 = get_raw_stream(0)
            triton_per__5.run(buf22, buf4, primals_8, buf6, buf0, buf2, primals_10, primals_11, buf21, buf26, buf27, buf67, 1, 1024, 256, stream=stream0)
            del primals_11
            del primals_8
            buf28 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:11
            extern_kernels.addmm(primals_12, reinterpret_tensor(buf27, (1024, 256), (256, 1), 0), primals_13, alpha=1, beta=1, out=buf28)
            del primals_12
            buf29 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi__6:12
            stream0 = get_raw_stream(0)
            triton_poi__6.run(buf28, buf29, 1048576, stream=stream0)
            buf30 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(buf29, primals_15, out=buf30)
            buf32 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.bool)
            buf36 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf37 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf66 = empty_strided_cuda((8, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, inductor_random, hidden_states_6, hidden_states_7, hidden_states_8, div_2], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__7:14
            stream0 = get_raw_stream(0)
            triton_per__7.run(buf4, buf22, primals_14, buf30, primals_16, primals_17, buf32, buf36, buf37, buf66, 2, 1024, 256, stream=stream0)
            del primals_17
            buf38 = empty_strided_cuda((1024, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:15
            extern_kernels.addmm(primals_18, reinterpret_tensor(buf37, (1024, 256), (256, 1), 0), primals_19, alpha=1, beta=1, out=buf38)
            del primals_18
            # Topologically Sorted Source Nodes: [attn_output, x_9, split_1, view_14, key_states_3, view_15, value_states_3, view_16, query_states_3, attn_output_4], Original ATen: [aten.expand, aten.view, aten.split, aten.transpose, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:16
            buf39 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf38, (8, 4, 128, 64), (98304, 64, 768, 1), 0), reinterpret_tensor(buf38, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf38, (8, 4, 128, 64), (98304, 64, 768, 1), 512), reinterpret_tensor(buf13, (8, 4, 128, 128), (16384, 0, 128, 1), 0), True, 0.1, scale=0.125)
            buf40 = buf39[0]
            assert_size_stride(buf40, (8, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf40, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf41 = buf39[1]
            assert_size_stride(buf41, (8, 4, 128), (512, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf41, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf42 = buf39[2]
            assert_size_stride(buf42, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf42, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            buf43 = buf39[3]
            assert_size_stride(buf43, (), (), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf43, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf39
            buf44 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf40, (1024, 256), (256, 1), 0), primals_21, out=buf44)
            buf46 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.bool)
            buf47 = reinterpret_tensor(buf44, (8, 128, 256), (32768, 256, 1), 0); del buf44  # reuse
            buf51 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf52 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf65 = empty_strided_cuda((8, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_6, hidden_states_7, x_11, inductor_random, attn_output_7, hidden_states_9, hidden_states_10, div_1], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__8:18
            stream0 = get_raw_stream(0)
            triton_per__8.run(buf47, buf4, primals_20, buf22, buf32, primals_14, buf30, primals_22, primals_23, buf46, buf51, buf52, buf65, 3, 1024, 256, stream=stream0)
            del buf22
            del buf30
            del primals_14
            del primals_20
            del primals_23
            buf53 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:19
            extern_kernels.addmm(primals_24, reinterpret_tensor(buf52, (1024, 256), (256, 1), 0), primals_25, alpha=1, beta=1, out=buf53)
            del primals_24
            buf54 = empty_strided_cuda((1024, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi__6:20
            stream0 = get_raw_stream(0)
            triton_poi__6.run(buf53, buf54, 1048576, stream=stream0)
            buf55 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(buf54, primals_27, out=buf55)
            buf57 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.bool)
            buf61 = buf47; del buf47  # reuse
            buf62 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf64 = empty_strided_cuda((8, 128, 1), (128, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_15, inductor_random, hidden_states_12, hidden_states_13, hidden_states_14, div], Original ATen: [aten.addmm, aten.view, aten.native_dropout, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per__9:22
            stream0 = get_raw_stream(0)
            triton_per__9.run(buf61, buf4, primals_26, buf55, primals_28, primals_29, buf57, buf62, buf64, 4, 1024, 256, stream=stream0)
            del buf4
            del buf55
            del primals_26
            del primals_29
            buf63 = empty_strided_cuda((1024, 8192), (8192, 1), torch.float32)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf62, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_2, (256, 8192), (1, 256), 0), out=buf63)
        return (reinterpret_tensor(buf63, (8, 128, 8192), (1048576, 8192, 1), 0), buf62, primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, buf0, reinterpret_tensor(buf1, (1, 128), (128, 1), 0), buf2, buf6, buf7, buf10, reinterpret_tensor(buf12, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf12, (8, 4, 128, 64), (98304, 64, 768, 1), 512), reinterpret_tensor(buf12, (8, 4, 128, 64), (98304, 64, 768, 1), 0), buf13, buf15, buf16, buf17, buf18, buf21, buf26, buf28, buf32, buf36, reinterpret_tensor(buf38, (8, 4, 128, 64), (98304, 64, 768, 1), 256), reinterpret_tensor(buf38, (8, 4, 128, 64), (98304, 64, 768, 1), 512), reinterpret_tensor(buf38, (8, 4, 128, 64), (98304, 64, 768, 1), 0), buf40, buf41, buf42, buf43, buf46, buf51, buf53, buf57, buf61, reinterpret_tensor(buf62, (1024, 256), (256, 1), 0), buf64, reinterpret_tensor(buf54, (1024, 1024), (1, 1024), 0), reinterpret_tensor(buf52, (256, 1024), (1, 256), 0), buf65, reinterpret_tensor(buf37, (256, 1024), (1, 256), 0), buf66, reinterpret_tensor(buf29, (1024, 1024), (1, 1024), 0), reinterpret_tensor(buf27, (256, 1024), (1, 256), 0), buf67, reinterpret_tensor(buf11, (256, 1024), (1, 256), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((8192, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
