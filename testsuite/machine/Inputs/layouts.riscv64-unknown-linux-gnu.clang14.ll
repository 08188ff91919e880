; ModuleID = 'layouts.c'
source_filename = "layouts.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.pad = type { i8, i32, i8, double, i16 }
%struct.dbl = type { i8, double, i8, i64 }
%struct.ld = type { i8, fp128, i8 }
%struct.ldarr = type { [3 x fp128], i8 }
%struct.nest = type { i8, [2 x %struct.inner], i32, %struct.anon }
%struct.inner = type { i16, [3 x i8] }
%struct.anon = type { i8, double }
%struct.arr = type { [3 x i32], [7 x i8], [2 x [3 x i16]] }
%struct.ptrs = type { i8, i8*, i8, void ()*, i64, i8 }
%union.mix = type { double }
%union.ldu = type { fp128 }
%struct.hasu = type { i8, %union.mix, i8 }
%struct.packed = type <{ i8, i32, double, i16 }>
%struct.Xpack2 = type <{ i8, i8, i32, double, i8, i8 }>
%struct.haspacked = type { i8, %struct.packed, i8 }
%struct.Xbits = type { i8, [3 x i8], i8, [3 x i8] }
%struct.Xbits2 = type { [5 x i8], i8, i16 }
%struct.Xbits3 = type { i8, i8, i16, [3 x i8] }
%struct.flex = type { i32, i8, [0 x i16] }
%struct.misc = type { i8, i32, float, i8 }
%struct.Xalignas = type { i8, [15 x i8], i32, i8, [11 x i8] }
%struct.Xalignas32 = type { i8, double, [16 x i8] }
%struct.Xvec = type { i8, <3 x float>, <2 x i16>, <4 x i32> }
%struct.Xi128 = type { i8, i128, i8 }
%struct.big = type { [4 x [5 x double]], i8, [3 x %struct.pad] }

@fact_ptr = dso_local global i32 8, align 4
@fact_long = dso_local global i32 8, align 4
@fact_wchar = dso_local global i32 4, align 4
@fact_char_signed = dso_local global i32 0, align 4
@fact_va_list = dso_local global i32 8, align 4
@size_char = dso_local global i32 1, align 4
@align_char = dso_local global i32 1, align 4
@size_short = dso_local global i32 2, align 4
@align_short = dso_local global i32 2, align 4
@size_int = dso_local global i32 4, align 4
@align_int = dso_local global i32 4, align 4
@size_long = dso_local global i32 8, align 4
@align_long = dso_local global i32 8, align 4
@size_llong = dso_local global i32 8, align 4
@align_llong = dso_local global i32 8, align 4
@size_float = dso_local global i32 4, align 4
@align_float = dso_local global i32 4, align 4
@size_double = dso_local global i32 8, align 4
@align_double = dso_local global i32 8, align 4
@size_ldouble = dso_local global i32 16, align 4
@align_ldouble = dso_local global i32 16, align 4
@size_ptr = dso_local global i32 8, align 4
@align_ptr = dso_local global i32 8, align 4
@size_bool = dso_local global i32 1, align 4
@align_bool = dso_local global i32 1, align 4
@size_wchar = dso_local global i32 4, align 4
@align_wchar = dso_local global i32 4, align 4
@size_Xint128 = dso_local global i32 16, align 4
@align_Xint128 = dso_local global i32 16, align 4
@size_pad = dso_local global i32 32, align 4
@align_pad = dso_local global i32 8, align 4
@off_pad_b = dso_local global i32 4, align 4
@off_pad_d = dso_local global i32 16, align 4
@off_pad_e = dso_local global i32 24, align 4
@size_dbl = dso_local global i32 32, align 4
@align_dbl = dso_local global i32 8, align 4
@off_dbl_d = dso_local global i32 8, align 4
@off_dbl_l = dso_local global i32 24, align 4
@size_ld = dso_local global i32 48, align 4
@align_ld = dso_local global i32 16, align 4
@off_ld_x = dso_local global i32 16, align 4
@off_ld_b = dso_local global i32 32, align 4
@size_ldarr = dso_local global i32 64, align 4
@align_ldarr = dso_local global i32 16, align 4
@off_ldarr_x2 = dso_local global i32 32, align 4
@off_ldarr_c = dso_local global i32 48, align 4
@size_nest = dso_local global i32 40, align 4
@align_nest = dso_local global i32 8, align 4
@off_nest_in1t2 = dso_local global i32 12, align 4
@off_nest_i = dso_local global i32 16, align 4
@off_nest_anond = dso_local global i32 32, align 4
@size_arr = dso_local global i32 32, align 4
@align_arr = dso_local global i32 4, align 4
@off_arr_b5 = dso_local global i32 17, align 4
@off_arr_c12 = dso_local global i32 30, align 4
@size_ptrs = dso_local global i32 48, align 4
@align_ptrs = dso_local global i32 8, align 4
@off_ptrs_p = dso_local global i32 8, align 4
@off_ptrs_fn = dso_local global i32 24, align 4
@off_ptrs_l = dso_local global i32 32, align 4
@off_ptrs_c = dso_local global i32 40, align 4
@size_mix = dso_local global i32 8, align 4
@align_mix = dso_local global i32 8, align 4
@size_ldu = dso_local global i32 16, align 4
@align_ldu = dso_local global i32 16, align 4
@size_hasu = dso_local global i32 24, align 4
@align_hasu = dso_local global i32 8, align 4
@off_hasu_u = dso_local global i32 8, align 4
@off_hasu_b = dso_local global i32 16, align 4
@size_packed = dso_local global i32 15, align 4
@align_packed = dso_local global i32 1, align 4
@off_packed_b = dso_local global i32 1, align 4
@off_packed_c = dso_local global i32 5, align 4
@off_packed_d = dso_local global i32 13, align 4
@size_Xpack2 = dso_local global i32 16, align 4
@align_Xpack2 = dso_local global i32 2, align 4
@off_Xpack2_b = dso_local global i32 2, align 4
@off_Xpack2_c = dso_local global i32 6, align 4
@size_haspacked = dso_local global i32 17, align 4
@align_haspacked = dso_local global i32 1, align 4
@off_haspacked_pc = dso_local global i32 6, align 4
@off_haspacked_b = dso_local global i32 16, align 4
@size_Xbits = dso_local global i32 8, align 4
@align_Xbits = dso_local global i32 4, align 4
@size_Xbits2 = dso_local global i32 8, align 4
@align_Xbits2 = dso_local global i32 8, align 4
@size_Xbits3 = dso_local global i32 8, align 4
@align_Xbits3 = dso_local global i32 2, align 4
@size_flex = dso_local global i32 8, align 4
@align_flex = dso_local global i32 4, align 4
@size_misc = dso_local global i32 16, align 4
@align_misc = dso_local global i32 4, align 4
@off_misc_f = dso_local global i32 8, align 4
@off_misc_b2 = dso_local global i32 12, align 4
@size_Xalignas = dso_local global i32 32, align 4
@align_Xalignas = dso_local global i32 16, align 4
@off_Xalignas_b = dso_local global i32 16, align 4
@off_Xalignas_c = dso_local global i32 20, align 4
@size_Xalignas32 = dso_local global i32 32, align 4
@align_Xalignas32 = dso_local global i32 32, align 4
@off_Xalignas32_d = dso_local global i32 8, align 4
@size_Xvec = dso_local global i32 64, align 4
@align_Xvec = dso_local global i32 16, align 4
@off_Xvec_v3 = dso_local global i32 16, align 4
@off_Xvec_s2 = dso_local global i32 32, align 4
@off_Xvec_v4 = dso_local global i32 48, align 4
@size_Xi128 = dso_local global i32 48, align 4
@align_Xi128 = dso_local global i32 16, align 4
@off_Xi128_x = dso_local global i32 16, align 4
@off_Xi128_b = dso_local global i32 32, align 4
@size_big = dso_local global i32 264, align 4
@align_big = dso_local global i32 8, align 4
@off_big_m34 = dso_local global i32 152, align 4
@off_big_p2e = dso_local global i32 256, align 4
@g_va_list = dso_local global i8* null, align 8
@g_long_double_kind = dso_local global fp128 0xL00000000000000000000000000000000, align 16
@g_char = dso_local global i8 0, align 1
@g_short = dso_local global i16 0, align 2
@g_int = dso_local global i32 0, align 4
@g_long = dso_local global i64 0, align 8
@g_llong = dso_local global i64 0, align 8
@g_float = dso_local global float 0.000000e+00, align 4
@g_double = dso_local global double 0.000000e+00, align 8
@g_ldouble = dso_local global fp128 0xL00000000000000000000000000000000, align 16
@g_ptr = dso_local global i8* null, align 8
@g_bool = dso_local global i8 0, align 1
@g_wchar = dso_local global i32 0, align 4
@g_Xint128 = dso_local global i128 0, align 16
@g_pad = dso_local global %struct.pad zeroinitializer, align 8
@g_dbl = dso_local global %struct.dbl zeroinitializer, align 8
@g_ld = dso_local global %struct.ld zeroinitializer, align 16
@g_ldarr = dso_local global %struct.ldarr zeroinitializer, align 16
@g_nest = dso_local global %struct.nest zeroinitializer, align 8
@g_arr = dso_local global %struct.arr zeroinitializer, align 4
@g_ptrs = dso_local global %struct.ptrs zeroinitializer, align 8
@g_mix = dso_local global %union.mix zeroinitializer, align 8
@g_ldu = dso_local global %union.ldu zeroinitializer, align 16
@g_hasu = dso_local global %struct.hasu zeroinitializer, align 8
@g_packed = dso_local global %struct.packed zeroinitializer, align 1
@g_Xpack2 = dso_local global %struct.Xpack2 zeroinitializer, align 2
@g_haspacked = dso_local global %struct.haspacked zeroinitializer, align 1
@g_Xbits = dso_local global %struct.Xbits zeroinitializer, align 4
@g_Xbits2 = dso_local global %struct.Xbits2 zeroinitializer, align 8
@g_Xbits3 = dso_local global %struct.Xbits3 zeroinitializer, align 2
@g_flex = dso_local global %struct.flex zeroinitializer, align 4
@g_misc = dso_local global %struct.misc zeroinitializer, align 4
@g_Xalignas = dso_local global %struct.Xalignas zeroinitializer, align 16
@g_Xalignas32 = dso_local global %struct.Xalignas32 zeroinitializer, align 32
@g_Xvec = dso_local global %struct.Xvec zeroinitializer, align 16
@g_Xi128 = dso_local global %struct.Xi128 zeroinitializer, align 16
@g_big = dso_local global %struct.big zeroinitializer, align 8

; Function Attrs: noinline nounwind
define dso_local i8* @f_pad_b(%struct.pad* noundef %0) #0 {
  %2 = alloca %struct.pad*, align 8
  store %struct.pad* %0, %struct.pad** %2, align 8
  %3 = load %struct.pad*, %struct.pad** %2, align 8
  %4 = getelementptr inbounds %struct.pad, %struct.pad* %3, i32 0, i32 1
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_pad_d(%struct.pad* noundef %0) #0 {
  %2 = alloca %struct.pad*, align 8
  store %struct.pad* %0, %struct.pad** %2, align 8
  %3 = load %struct.pad*, %struct.pad** %2, align 8
  %4 = getelementptr inbounds %struct.pad, %struct.pad* %3, i32 0, i32 3
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_pad_e(%struct.pad* noundef %0) #0 {
  %2 = alloca %struct.pad*, align 8
  store %struct.pad* %0, %struct.pad** %2, align 8
  %3 = load %struct.pad*, %struct.pad** %2, align 8
  %4 = getelementptr inbounds %struct.pad, %struct.pad* %3, i32 0, i32 4
  %5 = bitcast i16* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_dbl_d(%struct.dbl* noundef %0) #0 {
  %2 = alloca %struct.dbl*, align 8
  store %struct.dbl* %0, %struct.dbl** %2, align 8
  %3 = load %struct.dbl*, %struct.dbl** %2, align 8
  %4 = getelementptr inbounds %struct.dbl, %struct.dbl* %3, i32 0, i32 1
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_dbl_l(%struct.dbl* noundef %0) #0 {
  %2 = alloca %struct.dbl*, align 8
  store %struct.dbl* %0, %struct.dbl** %2, align 8
  %3 = load %struct.dbl*, %struct.dbl** %2, align 8
  %4 = getelementptr inbounds %struct.dbl, %struct.dbl* %3, i32 0, i32 3
  %5 = bitcast i64* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ld_x(%struct.ld* noundef %0) #0 {
  %2 = alloca %struct.ld*, align 8
  store %struct.ld* %0, %struct.ld** %2, align 8
  %3 = load %struct.ld*, %struct.ld** %2, align 8
  %4 = getelementptr inbounds %struct.ld, %struct.ld* %3, i32 0, i32 1
  %5 = bitcast fp128* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ld_b(%struct.ld* noundef %0) #0 {
  %2 = alloca %struct.ld*, align 8
  store %struct.ld* %0, %struct.ld** %2, align 8
  %3 = load %struct.ld*, %struct.ld** %2, align 8
  %4 = getelementptr inbounds %struct.ld, %struct.ld* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ldarr_x2(%struct.ldarr* noundef %0) #0 {
  %2 = alloca %struct.ldarr*, align 8
  store %struct.ldarr* %0, %struct.ldarr** %2, align 8
  %3 = load %struct.ldarr*, %struct.ldarr** %2, align 8
  %4 = getelementptr inbounds %struct.ldarr, %struct.ldarr* %3, i32 0, i32 0
  %5 = getelementptr inbounds [3 x fp128], [3 x fp128]* %4, i64 0, i64 2
  %6 = bitcast fp128* %5 to i8*
  ret i8* %6
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ldarr_c(%struct.ldarr* noundef %0) #0 {
  %2 = alloca %struct.ldarr*, align 8
  store %struct.ldarr* %0, %struct.ldarr** %2, align 8
  %3 = load %struct.ldarr*, %struct.ldarr** %2, align 8
  %4 = getelementptr inbounds %struct.ldarr, %struct.ldarr* %3, i32 0, i32 1
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_nest_in1t2(%struct.nest* noundef %0) #0 {
  %2 = alloca %struct.nest*, align 8
  store %struct.nest* %0, %struct.nest** %2, align 8
  %3 = load %struct.nest*, %struct.nest** %2, align 8
  %4 = getelementptr inbounds %struct.nest, %struct.nest* %3, i32 0, i32 1
  %5 = getelementptr inbounds [2 x %struct.inner], [2 x %struct.inner]* %4, i64 0, i64 1
  %6 = getelementptr inbounds %struct.inner, %struct.inner* %5, i32 0, i32 1
  %7 = getelementptr inbounds [3 x i8], [3 x i8]* %6, i64 0, i64 2
  ret i8* %7
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_nest_i(%struct.nest* noundef %0) #0 {
  %2 = alloca %struct.nest*, align 8
  store %struct.nest* %0, %struct.nest** %2, align 8
  %3 = load %struct.nest*, %struct.nest** %2, align 8
  %4 = getelementptr inbounds %struct.nest, %struct.nest* %3, i32 0, i32 2
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_nest_anond(%struct.nest* noundef %0) #0 {
  %2 = alloca %struct.nest*, align 8
  store %struct.nest* %0, %struct.nest** %2, align 8
  %3 = load %struct.nest*, %struct.nest** %2, align 8
  %4 = getelementptr inbounds %struct.nest, %struct.nest* %3, i32 0, i32 3
  %5 = getelementptr inbounds %struct.anon, %struct.anon* %4, i32 0, i32 1
  %6 = bitcast double* %5 to i8*
  ret i8* %6
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_arr_b5(%struct.arr* noundef %0) #0 {
  %2 = alloca %struct.arr*, align 8
  store %struct.arr* %0, %struct.arr** %2, align 8
  %3 = load %struct.arr*, %struct.arr** %2, align 8
  %4 = getelementptr inbounds %struct.arr, %struct.arr* %3, i32 0, i32 1
  %5 = getelementptr inbounds [7 x i8], [7 x i8]* %4, i64 0, i64 5
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_arr_c12(%struct.arr* noundef %0) #0 {
  %2 = alloca %struct.arr*, align 8
  store %struct.arr* %0, %struct.arr** %2, align 8
  %3 = load %struct.arr*, %struct.arr** %2, align 8
  %4 = getelementptr inbounds %struct.arr, %struct.arr* %3, i32 0, i32 2
  %5 = getelementptr inbounds [2 x [3 x i16]], [2 x [3 x i16]]* %4, i64 0, i64 1
  %6 = getelementptr inbounds [3 x i16], [3 x i16]* %5, i64 0, i64 2
  %7 = bitcast i16* %6 to i8*
  ret i8* %7
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ptrs_p(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 8
  store %struct.ptrs* %0, %struct.ptrs** %2, align 8
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 1
  %5 = bitcast i8** %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ptrs_fn(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 8
  store %struct.ptrs* %0, %struct.ptrs** %2, align 8
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 3
  %5 = bitcast void ()** %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ptrs_l(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 8
  store %struct.ptrs* %0, %struct.ptrs** %2, align 8
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 4
  %5 = bitcast i64* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_ptrs_c(%struct.ptrs* noundef %0) #0 {
  %2 = alloca %struct.ptrs*, align 8
  store %struct.ptrs* %0, %struct.ptrs** %2, align 8
  %3 = load %struct.ptrs*, %struct.ptrs** %2, align 8
  %4 = getelementptr inbounds %struct.ptrs, %struct.ptrs* %3, i32 0, i32 5
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_hasu_u(%struct.hasu* noundef %0) #0 {
  %2 = alloca %struct.hasu*, align 8
  store %struct.hasu* %0, %struct.hasu** %2, align 8
  %3 = load %struct.hasu*, %struct.hasu** %2, align 8
  %4 = getelementptr inbounds %struct.hasu, %struct.hasu* %3, i32 0, i32 1
  %5 = bitcast %union.mix* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_hasu_b(%struct.hasu* noundef %0) #0 {
  %2 = alloca %struct.hasu*, align 8
  store %struct.hasu* %0, %struct.hasu** %2, align 8
  %3 = load %struct.hasu*, %struct.hasu** %2, align 8
  %4 = getelementptr inbounds %struct.hasu, %struct.hasu* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_packed_b(%struct.packed* noundef %0) #0 {
  %2 = alloca %struct.packed*, align 8
  store %struct.packed* %0, %struct.packed** %2, align 8
  %3 = load %struct.packed*, %struct.packed** %2, align 8
  %4 = getelementptr inbounds %struct.packed, %struct.packed* %3, i32 0, i32 1
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_packed_c(%struct.packed* noundef %0) #0 {
  %2 = alloca %struct.packed*, align 8
  store %struct.packed* %0, %struct.packed** %2, align 8
  %3 = load %struct.packed*, %struct.packed** %2, align 8
  %4 = getelementptr inbounds %struct.packed, %struct.packed* %3, i32 0, i32 2
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_packed_d(%struct.packed* noundef %0) #0 {
  %2 = alloca %struct.packed*, align 8
  store %struct.packed* %0, %struct.packed** %2, align 8
  %3 = load %struct.packed*, %struct.packed** %2, align 8
  %4 = getelementptr inbounds %struct.packed, %struct.packed* %3, i32 0, i32 3
  %5 = bitcast i16* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xpack2_b(%struct.Xpack2* noundef %0) #0 {
  %2 = alloca %struct.Xpack2*, align 8
  store %struct.Xpack2* %0, %struct.Xpack2** %2, align 8
  %3 = load %struct.Xpack2*, %struct.Xpack2** %2, align 8
  %4 = getelementptr inbounds %struct.Xpack2, %struct.Xpack2* %3, i32 0, i32 2
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xpack2_c(%struct.Xpack2* noundef %0) #0 {
  %2 = alloca %struct.Xpack2*, align 8
  store %struct.Xpack2* %0, %struct.Xpack2** %2, align 8
  %3 = load %struct.Xpack2*, %struct.Xpack2** %2, align 8
  %4 = getelementptr inbounds %struct.Xpack2, %struct.Xpack2* %3, i32 0, i32 3
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_haspacked_pc(%struct.haspacked* noundef %0) #0 {
  %2 = alloca %struct.haspacked*, align 8
  store %struct.haspacked* %0, %struct.haspacked** %2, align 8
  %3 = load %struct.haspacked*, %struct.haspacked** %2, align 8
  %4 = getelementptr inbounds %struct.haspacked, %struct.haspacked* %3, i32 0, i32 1
  %5 = getelementptr inbounds %struct.packed, %struct.packed* %4, i32 0, i32 2
  %6 = bitcast double* %5 to i8*
  ret i8* %6
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_haspacked_b(%struct.haspacked* noundef %0) #0 {
  %2 = alloca %struct.haspacked*, align 8
  store %struct.haspacked* %0, %struct.haspacked** %2, align 8
  %3 = load %struct.haspacked*, %struct.haspacked** %2, align 8
  %4 = getelementptr inbounds %struct.haspacked, %struct.haspacked* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_misc_f(%struct.misc* noundef %0) #0 {
  %2 = alloca %struct.misc*, align 8
  store %struct.misc* %0, %struct.misc** %2, align 8
  %3 = load %struct.misc*, %struct.misc** %2, align 8
  %4 = getelementptr inbounds %struct.misc, %struct.misc* %3, i32 0, i32 2
  %5 = bitcast float* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_misc_b2(%struct.misc* noundef %0) #0 {
  %2 = alloca %struct.misc*, align 8
  store %struct.misc* %0, %struct.misc** %2, align 8
  %3 = load %struct.misc*, %struct.misc** %2, align 8
  %4 = getelementptr inbounds %struct.misc, %struct.misc* %3, i32 0, i32 3
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xalignas_b(%struct.Xalignas* noundef %0) #0 {
  %2 = alloca %struct.Xalignas*, align 8
  store %struct.Xalignas* %0, %struct.Xalignas** %2, align 8
  %3 = load %struct.Xalignas*, %struct.Xalignas** %2, align 8
  %4 = getelementptr inbounds %struct.Xalignas, %struct.Xalignas* %3, i32 0, i32 2
  %5 = bitcast i32* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xalignas_c(%struct.Xalignas* noundef %0) #0 {
  %2 = alloca %struct.Xalignas*, align 8
  store %struct.Xalignas* %0, %struct.Xalignas** %2, align 8
  %3 = load %struct.Xalignas*, %struct.Xalignas** %2, align 8
  %4 = getelementptr inbounds %struct.Xalignas, %struct.Xalignas* %3, i32 0, i32 3
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xalignas32_d(%struct.Xalignas32* noundef %0) #0 {
  %2 = alloca %struct.Xalignas32*, align 8
  store %struct.Xalignas32* %0, %struct.Xalignas32** %2, align 8
  %3 = load %struct.Xalignas32*, %struct.Xalignas32** %2, align 8
  %4 = getelementptr inbounds %struct.Xalignas32, %struct.Xalignas32* %3, i32 0, i32 1
  %5 = bitcast double* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xvec_v3(%struct.Xvec* noundef %0) #0 {
  %2 = alloca %struct.Xvec*, align 8
  store %struct.Xvec* %0, %struct.Xvec** %2, align 8
  %3 = load %struct.Xvec*, %struct.Xvec** %2, align 8
  %4 = getelementptr inbounds %struct.Xvec, %struct.Xvec* %3, i32 0, i32 1
  %5 = bitcast <3 x float>* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xvec_s2(%struct.Xvec* noundef %0) #0 {
  %2 = alloca %struct.Xvec*, align 8
  store %struct.Xvec* %0, %struct.Xvec** %2, align 8
  %3 = load %struct.Xvec*, %struct.Xvec** %2, align 8
  %4 = getelementptr inbounds %struct.Xvec, %struct.Xvec* %3, i32 0, i32 2
  %5 = bitcast <2 x i16>* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xvec_v4(%struct.Xvec* noundef %0) #0 {
  %2 = alloca %struct.Xvec*, align 8
  store %struct.Xvec* %0, %struct.Xvec** %2, align 8
  %3 = load %struct.Xvec*, %struct.Xvec** %2, align 8
  %4 = getelementptr inbounds %struct.Xvec, %struct.Xvec* %3, i32 0, i32 3
  %5 = bitcast <4 x i32>* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xi128_x(%struct.Xi128* noundef %0) #0 {
  %2 = alloca %struct.Xi128*, align 8
  store %struct.Xi128* %0, %struct.Xi128** %2, align 8
  %3 = load %struct.Xi128*, %struct.Xi128** %2, align 8
  %4 = getelementptr inbounds %struct.Xi128, %struct.Xi128* %3, i32 0, i32 1
  %5 = bitcast i128* %4 to i8*
  ret i8* %5
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_Xi128_b(%struct.Xi128* noundef %0) #0 {
  %2 = alloca %struct.Xi128*, align 8
  store %struct.Xi128* %0, %struct.Xi128** %2, align 8
  %3 = load %struct.Xi128*, %struct.Xi128** %2, align 8
  %4 = getelementptr inbounds %struct.Xi128, %struct.Xi128* %3, i32 0, i32 2
  ret i8* %4
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_big_m34(%struct.big* noundef %0) #0 {
  %2 = alloca %struct.big*, align 8
  store %struct.big* %0, %struct.big** %2, align 8
  %3 = load %struct.big*, %struct.big** %2, align 8
  %4 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0
  %5 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %4, i64 0, i64 3
  %6 = getelementptr inbounds [5 x double], [5 x double]* %5, i64 0, i64 4
  %7 = bitcast double* %6 to i8*
  ret i8* %7
}

; Function Attrs: noinline nounwind
define dso_local i8* @f_big_p2e(%struct.big* noundef %0) #0 {
  %2 = alloca %struct.big*, align 8
  store %struct.big* %0, %struct.big** %2, align 8
  %3 = load %struct.big*, %struct.big** %2, align 8
  %4 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 2
  %5 = getelementptr inbounds [3 x %struct.pad], [3 x %struct.pad]* %4, i64 0, i64 2
  %6 = getelementptr inbounds %struct.pad, %struct.pad* %5, i32 0, i32 4
  %7 = bitcast i16* %6 to i8*
  ret i8* %7
}

attributes #0 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
