; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%rtti.TypeDescriptor3 = type { i8**, i8*, [4 x i8] }
%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$"??1Fragile@@QAE@XZ" = comdat any

$"??_R0PAD@8" = comdat any

$"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = comdat any

$"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = comdat any

$"??_R0?AUFragile@@@8" = comdat any

$"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = comdat any

$"??_C@_07HIAMJGNH@unlucky?$AA@" = comdat any

$"_CT??_R0PAD@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAD = comdat any

$_TIC2PAD = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0F@8" = comdat any

$"_CT??_R0F@82" = comdat any

$_CTA1F = comdat any

$_TI1F = comdat any

$"??_R0_J@8" = comdat any

$"_CT??_R0_J@88" = comdat any

$_CTA1_J = comdat any

$_TI1_J = comdat any

$"_CT??_R0?AUFragile@@@84" = comdat any

$"_CTA1?AUFragile@@" = comdat any

$"_TI1?AUFragile@@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_05MPCIFLGN@inner?$AA@" = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = comdat any

@allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@frees = internal unnamed_addr global i32 0, align 4, !dbg !36
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4, !dbg !38
@ctors = internal unnamed_addr global i32 0, align 4, !dbg !40
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 1
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 1
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 1
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 1
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 1
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 1
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 1
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 1
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAD@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAD@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAD to i8*) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".F\00" }, comdat
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0F@8" to i8*), i32 0, i32 -1, i32 0, i32 2, i8* null }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0F@82"] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1F to i8*) }, section ".xdata", comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { i8** @"??_7type_info@@6B@", i8* null, [4 x i8] c"._J\00" }, comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor3* @"??_R0_J@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* null }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0_J@88"] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1_J to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUFragile@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUFragile@@@84"] }, section ".xdata", comdat
@"_TI1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Fragile*)* @"??1Fragile@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUFragile@@" to i8*) }, section ".xdata", comdat
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 !dbg !47 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !53, metadata !DIExpression()), !dbg !54
  %2 = load i32, i32* @allocs, align 4, !dbg !55, !tbaa !56
  %3 = add nsw i32 %2, 1, !dbg !55
  store i32 %3, i32* @allocs, align 4, !dbg !55, !tbaa !56
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !55
  ret i8* %4, !dbg !55
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 !dbg !60 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !62, metadata !DIExpression()), !dbg !63
  %2 = load i32, i32* @allocs, align 4, !dbg !64, !tbaa !56
  %3 = add nsw i32 %2, 1, !dbg !64
  store i32 %3, i32* @allocs, align 4, !dbg !64, !tbaa !56
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !64
  ret i8* %4, !dbg !64
}

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @"??3@YAXPAX@Z"(i8* noundef %0) local_unnamed_addr #2 !dbg !65 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !69, metadata !DIExpression()), !dbg !70
  %2 = icmp eq i8* %0, null, !dbg !71
  br i1 %2, label %6, label %3, !dbg !71

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !dbg !72, !tbaa !56
  %5 = add nsw i32 %4, 1, !dbg !72
  store i32 %5, i32* @frees, align 4, !dbg !72, !tbaa !56
  br label %6, !dbg !72

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !71
  ret void, !dbg !71
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @"??_V@YAXPAX@Z"(i8* noundef %0) local_unnamed_addr #2 !dbg !74 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !76, metadata !DIExpression()), !dbg !77
  %2 = icmp eq i8* %0, null, !dbg !78
  br i1 %2, label %6, label %3, !dbg !78

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !dbg !79, !tbaa !56
  %5 = add nsw i32 %4, 1, !dbg !79
  store i32 %5, i32* @frees, align 4, !dbg !79, !tbaa !56
  br label %6, !dbg !79

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !78
  ret void, !dbg !78
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !81 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Fragile, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8*, align 4
  %15 = alloca i8*, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Fragile*, align 4
  call void @llvm.dbg.value(metadata i32 4, metadata !53, metadata !DIExpression()) #9, !dbg !111
  %19 = load i32, i32* @allocs, align 4, !dbg !113, !tbaa !56
  %20 = add nsw i32 %19, 1, !dbg !113
  store i32 %20, i32* @allocs, align 4, !dbg !113, !tbaa !56
  %21 = bitcast i8** %14 to i8*, !dbg !114
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21), !dbg !114
  call void @llvm.dbg.value(metadata i32 13, metadata !117, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !118, metadata !DIExpression()), !dbg !114
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i32 0, i32 0), i8** %14, align 4, !dbg !120, !tbaa !123
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TIC2PAD) #10
          to label %22 unwind label %23, !dbg !120

22:                                               ; preds = %0
  unreachable, !dbg !120

23:                                               ; preds = %0
  %24 = cleanuppad within none [], !dbg !125
  call void @llvm.dbg.value(metadata i8* undef, metadata !69, metadata !DIExpression()) #9, !dbg !126
  %25 = load i32, i32* @frees, align 4, !dbg !128, !tbaa !56
  %26 = add nsw i32 %25, 1, !dbg !128
  store i32 %26, i32* @frees, align 4, !dbg !128, !tbaa !56
  cleanupret from %24 unwind label %27, !dbg !125

27:                                               ; preds = %23
  %28 = catchswitch within none [label %29] unwind to caller, !dbg !129

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8** %15], !dbg !129
  %31 = load i32, i32* @frees, align 4, !dbg !130, !tbaa !56
  %32 = load i32, i32* @allocs, align 4, !dbg !130, !tbaa !56
  %33 = load i8*, i8** %15, align 4, !dbg !130, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %33, metadata !88, metadata !DIExpression()), !dbg !132
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %33, i32 noundef %32, i32 noundef %31) [ "funclet"(token %30) ], !dbg !130
  catchret from %30 to label %35, !dbg !133

35:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i32 24, metadata !62, metadata !DIExpression()) #9, !dbg !134
  %36 = load i32, i32* @allocs, align 4, !dbg !136, !tbaa !56
  %37 = add nsw i32 %36, 1, !dbg !136
  store i32 %37, i32* @allocs, align 4, !dbg !136, !tbaa !56
  %38 = bitcast i32* %13 to i8*
  %39 = load i32, i32* @ctors, align 4, !tbaa !56
  call void @llvm.dbg.value(metadata i8* poison, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i8* poison, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38), !dbg !140
  call void @llvm.dbg.value(metadata i8* poison, metadata !137, metadata !DIExpression()), !dbg !140
  %40 = add nsw i32 %39, 3, !dbg !142
  store i32 %40, i32* @ctors, align 4, !dbg !142, !tbaa !56
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38), !dbg !144
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38), !dbg !140
  call void @llvm.dbg.value(metadata i8* poison, metadata !137, metadata !DIExpression()), !dbg !140
  store i32 -1, i32* @"?budget@Fragile@@2HA", align 4, !dbg !140, !tbaa !56
  store i32 -1, i32* %13, align 4, !dbg !145, !tbaa !56
  invoke void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %41 unwind label %42, !dbg !145

41:                                               ; preds = %35
  unreachable, !dbg !145

42:                                               ; preds = %35
  %43 = cleanuppad within none [], !dbg !147
  call void @llvm.dbg.value(metadata i8* poison, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i8* poison, metadata !137, metadata !DIExpression()), !dbg !140
  %44 = load i32, i32* @dtors, align 4, !tbaa !56
  call void @llvm.dbg.value(metadata i32 undef, metadata !148, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !151
  %45 = add i32 %44, 3, !dbg !147
  store i32 %45, i32* @dtors, align 4, !dbg !153, !tbaa !56
  call void @llvm.dbg.value(metadata i8* undef, metadata !76, metadata !DIExpression()) #9, !dbg !155
  %46 = load i32, i32* @frees, align 4, !dbg !157, !tbaa !56
  %47 = add nsw i32 %46, 1, !dbg !157
  store i32 %47, i32* @frees, align 4, !dbg !157, !tbaa !56
  cleanupret from %43 unwind label %48, !dbg !147

48:                                               ; preds = %42
  %49 = catchswitch within none [label %50] unwind to caller, !dbg !158

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %16], !dbg !158
  %52 = load i32, i32* @frees, align 4, !dbg !159, !tbaa !56
  %53 = load i32, i32* @dtors, align 4, !dbg !159, !tbaa !56
  %54 = load i32, i32* @ctors, align 4, !dbg !159, !tbaa !56
  %55 = load i32, i32* %16, align 4, !dbg !159, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %55, metadata !91, metadata !DIExpression()), !dbg !132
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 0, i32 0), i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52) [ "funclet"(token %51) ], !dbg !159
  catchret from %51 to label %57, !dbg !161

57:                                               ; preds = %50
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !162
  %58 = bitcast i32* %6 to i8*
  br label %102, !dbg !163

59:                                               ; preds = %115
  call void @llvm.dbg.value(metadata i32 %116, metadata !92, metadata !DIExpression()), !dbg !132
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %116, i32 noundef 2, i32 noundef 0), !dbg !164
  %61 = bitcast i32* %12 to i8*, !dbg !165
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %61), !dbg !165
  call void @llvm.dbg.value(metadata i32 1, metadata !173, metadata !DIExpression()), !dbg !165
  %62 = bitcast i16* %11 to i8*, !dbg !179
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %62), !dbg !179
  call void @llvm.dbg.value(metadata i32 1, metadata !182, metadata !DIExpression()), !dbg !179
  store i16 1, i16* %11, align 2, !dbg !185, !tbaa !186
  invoke void @_CxxThrowException(i8* nonnull %62, %eh.ThrowInfo* nonnull @_TI1F) #10
          to label %63 unwind label %64, !dbg !185

63:                                               ; preds = %59
  unreachable, !dbg !185

64:                                               ; preds = %59
  %65 = catchswitch within none [label %66, label %69] unwind to caller, !dbg !188

66:                                               ; preds = %64
  %67 = catchpad within %65 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12], !dbg !188
  %68 = load i32, i32* %12, align 4, !dbg !189, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %68, metadata !175, metadata !DIExpression()), !dbg !165
  catchret from %67 to label %71, !dbg !191

69:                                               ; preds = %64
  %70 = catchpad within %65 [i8* null, i32 64, i8* null], !dbg !188
  catchret from %70 to label %71, !dbg !192

71:                                               ; preds = %66, %69
  %72 = phi i32 [ %68, %66 ], [ -1, %69 ], !dbg !165
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %61), !dbg !194
  %73 = bitcast i64* %10 to i8*, !dbg !195
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %73), !dbg !195
  call void @llvm.dbg.value(metadata i32 3, metadata !198, metadata !DIExpression()), !dbg !195
  %74 = bitcast i64* %9 to i8*, !dbg !204
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %74), !dbg !204
  call void @llvm.dbg.value(metadata i32 3, metadata !207, metadata !DIExpression()), !dbg !204
  store i64 3000, i64* %9, align 8, !dbg !210, !tbaa !211
  invoke void @_CxxThrowException(i8* nonnull %74, %eh.ThrowInfo* nonnull @_TI1_J) #10
          to label %75 unwind label %76, !dbg !210

75:                                               ; preds = %71
  unreachable, !dbg !210

76:                                               ; preds = %71
  %77 = catchswitch within none [label %78, label %82] unwind to caller, !dbg !213

78:                                               ; preds = %76
  %79 = catchpad within %77 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %10], !dbg !213
  %80 = load i64, i64* %10, align 8, !dbg !214, !tbaa !211
  call void @llvm.dbg.value(metadata i64 %80, metadata !200, metadata !DIExpression()), !dbg !195
  %81 = trunc i64 %80 to i32, !dbg !214
  catchret from %79 to label %84, !dbg !216

82:                                               ; preds = %76
  %83 = catchpad within %77 [i8* null, i32 64, i8* null], !dbg !213
  catchret from %83 to label %84, !dbg !217

84:                                               ; preds = %78, %82
  %85 = phi i32 [ %81, %78 ], [ -1, %82 ], !dbg !195
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73), !dbg !219
  %86 = bitcast i16* %8 to i8*, !dbg !220
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %86), !dbg !220
  call void @llvm.dbg.value(metadata i32 7, metadata !223, metadata !DIExpression()), !dbg !220
  %87 = bitcast i16* %7 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %87), !dbg !229
  call void @llvm.dbg.value(metadata i32 7, metadata !182, metadata !DIExpression()), !dbg !229
  store i16 7, i16* %7, align 2, !dbg !232, !tbaa !186
  invoke void @_CxxThrowException(i8* nonnull %87, %eh.ThrowInfo* nonnull @_TI1F) #10
          to label %88 unwind label %89, !dbg !232

88:                                               ; preds = %84
  unreachable, !dbg !232

89:                                               ; preds = %84
  %90 = catchswitch within none [label %91, label %95] unwind to caller, !dbg !233

91:                                               ; preds = %89
  %92 = catchpad within %90 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %8], !dbg !233
  %93 = load i16, i16* %8, align 2, !dbg !234, !tbaa !186
  call void @llvm.dbg.value(metadata i16 %93, metadata !225, metadata !DIExpression()), !dbg !220
  %94 = sext i16 %93 to i32, !dbg !234
  catchret from %92 to label %97, !dbg !236

95:                                               ; preds = %89
  %96 = catchpad within %90 [i8* null, i32 64, i8* null], !dbg !233
  catchret from %96 to label %97, !dbg !237

97:                                               ; preds = %91, %95
  %98 = phi i32 [ %94, %91 ], [ -1, %95 ], !dbg !220
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %86), !dbg !239
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 0, i32 0), i32 noundef %98, i32 noundef %85, i32 noundef %72), !dbg !240
  call void @llvm.dbg.value(metadata i32* undef, metadata !98, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !241
  %100 = bitcast %struct.Fragile* %5 to i8*
  %101 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0
  br label %126, !dbg !242

102:                                              ; preds = %57, %115
  %103 = phi i32 [ 0, %57 ], [ %117, %115 ]
  %104 = phi i32 [ 0, %57 ], [ %116, %115 ]
  call void @llvm.dbg.value(metadata i32 %103, metadata !93, metadata !DIExpression()), !dbg !162
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %58), !dbg !243
  call void @llvm.dbg.value(metadata i32 %103, metadata !248, metadata !DIExpression()), !dbg !243
  %105 = icmp ugt i32 %103, 2, !dbg !251
  br i1 %105, label %106, label %119, !dbg !251

106:                                              ; preds = %102
  %107 = shl nuw nsw i32 %103, 1, !dbg !252
  store i32 %107, i32* %6, align 4, !dbg !252, !tbaa !56
  invoke void @_CxxThrowException(i8* nonnull %58, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %108 unwind label %109, !dbg !252

108:                                              ; preds = %106
  unreachable, !dbg !252

109:                                              ; preds = %106
  %110 = catchswitch within none [label %111] unwind to caller, !dbg !254

111:                                              ; preds = %109
  %112 = catchpad within %110 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %17], !dbg !254
  %113 = load i32, i32* %17, align 4, !dbg !255, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %113, metadata !95, metadata !DIExpression()), !dbg !257
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %113) [ "funclet"(token %112) ], !dbg !255
  catchret from %112 to label %115, !dbg !258

115:                                              ; preds = %119, %111
  %116 = phi i32 [ %104, %111 ], [ %120, %119 ], !dbg !132
  %117 = add nuw nsw i32 %103, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %117, metadata !93, metadata !DIExpression()), !dbg !162
  %118 = icmp eq i32 %117, 5, !dbg !163
  br i1 %118, label %59, label %102, !dbg !163, !llvm.loop !260

119:                                              ; preds = %102
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %58), !dbg !263
  call void @llvm.dbg.value(metadata i32 %104, metadata !92, metadata !DIExpression()), !dbg !132
  %120 = add nsw i32 %103, %104, !dbg !264
  call void @llvm.dbg.value(metadata i32 %120, metadata !92, metadata !DIExpression()), !dbg !132
  br label %115, !dbg !254

121:                                              ; preds = %146
  %122 = bitcast i32* %1 to i8*
  %123 = bitcast i32* %2 to i8*
  %124 = bitcast i32* %3 to i8*
  %125 = bitcast i32* %4 to i8*
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !265
  br label %156, !dbg !266

126:                                              ; preds = %97, %146
  %127 = phi i32 [ 0, %97 ], [ %148, %146 ]
  %128 = phi i32 [ %116, %97 ], [ %147, %146 ]
  call void @llvm.dbg.value(metadata i32 %127, metadata !103, metadata !DIExpression()), !dbg !241
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %100), !dbg !267
  call void @llvm.dbg.value(metadata i32 %127, metadata !278, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !279, metadata !DIExpression()), !dbg !267
  %129 = and i32 %127, 1, !dbg !283
  %130 = icmp eq i32 %129, 0, !dbg !283
  br i1 %130, label %136, label %131, !dbg !283

131:                                              ; preds = %126
  %132 = mul nuw nsw i32 %127, 3, !dbg !284
  call void @llvm.dbg.value(metadata i32 %132, metadata !117, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata %struct.Fragile* %5, metadata !118, metadata !DIExpression()), !dbg !286
  store i32 %132, i32* %101, align 4, !dbg !288, !tbaa !289
  %133 = load i32, i32* @ctors, align 4, !dbg !291, !tbaa !56
  %134 = add nsw i32 %133, 1, !dbg !291
  store i32 %134, i32* @ctors, align 4, !dbg !291, !tbaa !56
  invoke void @_CxxThrowException(i8* nonnull %100, %eh.ThrowInfo* nonnull @"_TI1?AUFragile@@") #10
          to label %135 unwind label %138, !dbg !284

135:                                              ; preds = %131
  unreachable, !dbg !284

136:                                              ; preds = %126
  %137 = add nsw i32 %127, %128, !dbg !292
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %100), !dbg !293
  br label %146, !dbg !293

138:                                              ; preds = %131
  %139 = catchswitch within none [label %140] unwind to caller, !dbg !294

140:                                              ; preds = %138
  %141 = catchpad within %139 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %18], !dbg !294
  %142 = load %struct.Fragile*, %struct.Fragile** %18, align 4, !dbg !295, !tbaa !123
  call void @llvm.dbg.value(metadata %struct.Fragile* %142, metadata !105, metadata !DIExpression()), !dbg !297
  %143 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %142, i32 0, i32 0, !dbg !295
  %144 = load i32, i32* %143, align 4, !dbg !295, !tbaa !289
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %144) [ "funclet"(token %141) ], !dbg !295
  catchret from %141 to label %146, !dbg !298

146:                                              ; preds = %136, %140
  %147 = phi i32 [ %137, %136 ], [ %128, %140 ], !dbg !132
  %148 = add nuw nsw i32 %127, 1, !dbg !299
  call void @llvm.dbg.value(metadata i32 %148, metadata !103, metadata !DIExpression()), !dbg !241
  %149 = icmp eq i32 %148, 4, !dbg !242
  br i1 %149, label %121, label %126, !dbg !242, !llvm.loop !300

150:                                              ; preds = %194
  call void @llvm.dbg.value(metadata i32 %147, metadata !92, metadata !DIExpression()), !dbg !132
  %151 = load i32, i32* @dtors, align 4, !dbg !302, !tbaa !56
  %152 = load i32, i32* @ctors, align 4, !dbg !302, !tbaa !56
  %153 = load i32, i32* @frees, align 4, !dbg !302, !tbaa !56
  %154 = load i32, i32* @allocs, align 4, !dbg !302, !tbaa !56
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 0, i32 0), i32 noundef %154, i32 noundef %153, i32 noundef %152, i32 noundef %151, i32 noundef %147), !dbg !302
  ret i32 0, !dbg !303

156:                                              ; preds = %121, %194
  %157 = phi i32 [ 0, %121 ], [ %198, %194 ]
  call void @llvm.dbg.value(metadata i32 %157, metadata !109, metadata !DIExpression()), !dbg !265
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %122), !dbg !304
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %123), !dbg !304
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %124), !dbg !304
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %125), !dbg !304
  call void @llvm.dbg.value(metadata i32 %157, metadata !307, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0), metadata !308, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0), metadata !309, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0), metadata !311, metadata !DIExpression()), !dbg !320
  %158 = icmp eq i32 %157, 0, !dbg !321
  br i1 %158, label %160, label %159, !dbg !321

159:                                              ; preds = %156
  store i32 %157, i32* %1, align 4, !dbg !322, !tbaa !56
  invoke void @_CxxThrowException(i8* nonnull %122, %eh.ThrowInfo* nonnull @_TI1H) #10
          to label %193 unwind label %162, !dbg !322

160:                                              ; preds = %156
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !328
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0)) #9, !dbg !330
  br label %178, !dbg !332

162:                                              ; preds = %159
  %163 = cleanuppad within none [], !dbg !333
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !334
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %163) ], !dbg !336
  cleanupret from %163 unwind label %165, !dbg !333

165:                                              ; preds = %162
  %166 = catchswitch within none [label %167] unwind label %181, !dbg !333

167:                                              ; preds = %165
  %168 = catchpad within %166 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2], !dbg !333
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0), metadata !314, metadata !DIExpression()), !dbg !337
  %169 = load i32, i32* %2, align 4, !dbg !338, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %169, metadata !313, metadata !DIExpression()), !dbg !319
  %170 = icmp sgt i32 %169, 1, !dbg !338
  br i1 %170, label %171, label %173, !dbg !338

171:                                              ; preds = %167
  %172 = add nuw nsw i32 %169, 10, !dbg !339
  store i32 %172, i32* %3, align 4, !dbg !339, !tbaa !56
  invoke void @_CxxThrowException(i8* nonnull %124, %eh.ThrowInfo* nonnull @_TI1H) #10 [ "funclet"(token %168) ]
          to label %193 unwind label %175, !dbg !339

173:                                              ; preds = %167
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !341
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %168) ], !dbg !343
  catchret from %168 to label %178, !dbg !344

175:                                              ; preds = %171
  %176 = cleanuppad within %168 [], !dbg !344
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !345
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %176) ], !dbg !347
  cleanupret from %176 unwind label %181, !dbg !344

178:                                              ; preds = %173, %160
  %179 = phi i32 [ %169, %173 ], [ 0, %160 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !348
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0)) #9, !dbg !350
  br label %194

181:                                              ; preds = %175, %165
  %182 = cleanuppad within none [], !dbg !332
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !351
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %182) ], !dbg !353
  cleanupret from %182 unwind label %184, !dbg !332

184:                                              ; preds = %181
  %185 = catchswitch within none [label %186] unwind label %190, !dbg !332

186:                                              ; preds = %184
  %187 = catchpad within %185 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4], !dbg !332
  %188 = load i32, i32* %4, align 4, !dbg !354, !tbaa !56
  call void @llvm.dbg.value(metadata i32 %188, metadata !316, metadata !DIExpression()), !dbg !304
  %189 = mul nsw i32 %188, 100, !dbg !354
  catchret from %187 to label %194, !dbg !356

190:                                              ; preds = %184
  %191 = cleanuppad within none [], !dbg !357
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !358
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %191) ], !dbg !360
  cleanupret from %191 unwind to caller, !dbg !357

193:                                              ; preds = %171, %159
  unreachable

194:                                              ; preds = %178, %186
  %195 = phi i32 [ %189, %186 ], [ %179, %178 ], !dbg !304
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !324, metadata !DIExpression()) #9, !dbg !361
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0)) #9, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %122), !dbg !357
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %123), !dbg !357
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %124), !dbg !357
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %125), !dbg !357
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %157, i32 noundef %195), !dbg !364
  %198 = add nuw nsw i32 %157, 1, !dbg !364
  call void @llvm.dbg.value(metadata i32 %198, metadata !109, metadata !DIExpression()), !dbg !265
  %199 = icmp eq i32 %198, 3, !dbg !266
  br i1 %199, label %150, label %156, !dbg !266, !llvm.loop !365
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !149 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !148, metadata !DIExpression()), !dbg !366
  %2 = load i32, i32* @dtors, align 4, !dbg !367, !tbaa !56
  %3 = add nsw i32 %2, 1, !dbg !367
  store i32 %3, i32* @dtors, align 4, !dbg !367, !tbaa !56
  ret void, !dbg !368
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: ".?AUFragile@@")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !21, identifier: ".?AUScope@@")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !32)
!32 = !{null, !29}
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "?budget@Fragile@@2HA", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 1, !"NumRegisterParameters", i32 0}
!43 = !{i32 2, !"CodeView", i32 1}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 2}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !3, file: !3, line: 15, type: !48, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !51}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!51 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!52 = !{!53}
!53 = !DILocalVariable(name: "n", arg: 1, scope: !47, file: !3, line: 15, type: !51)
!54 = !DILocation(line: 0, scope: !47)
!55 = !DILocation(line: 15, scope: !47)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C++ TBAA"}
!60 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPAXI@Z", scope: !3, file: !3, line: 16, type: !48, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!61 = !{!62}
!62 = !DILocalVariable(name: "n", arg: 1, scope: !60, file: !3, line: 16, type: !51)
!63 = !DILocation(line: 0, scope: !60)
!64 = !DILocation(line: 16, scope: !60)
!65 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !3, file: !3, line: 17, type: !66, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !50}
!68 = !{!69}
!69 = !DILocalVariable(name: "p", arg: 1, scope: !65, file: !3, line: 17, type: !50)
!70 = !DILocation(line: 0, scope: !65)
!71 = !DILocation(line: 17, scope: !65)
!72 = !DILocation(line: 17, scope: !73)
!73 = distinct !DILexicalBlock(scope: !65, file: !3, line: 17)
!74 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPAX@Z", scope: !3, file: !3, line: 18, type: !66, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76}
!76 = !DILocalVariable(name: "p", arg: 1, scope: !74, file: !3, line: 18, type: !50)
!77 = !DILocation(line: 0, scope: !74)
!78 = !DILocation(line: 18, scope: !74)
!79 = !DILocation(line: 18, scope: !80)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 18)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !82, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!10}
!84 = !{!85, !88, !89, !91, !92, !93, !95, !98, !103, !105, !109}
!85 = !DILocalVariable(name: "f", scope: !86, file: !3, line: 84, type: !87)
!86 = distinct !DILexicalBlock(scope: !81, file: !3, line: 83)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!88 = !DILocalVariable(name: "msg", scope: !81, file: !3, line: 86, type: !23)
!89 = !DILocalVariable(name: "arr", scope: !90, file: !3, line: 93, type: !87)
!90 = distinct !DILexicalBlock(scope: !81, file: !3, line: 92)
!91 = !DILocalVariable(name: "b", scope: !81, file: !3, line: 95, type: !10)
!92 = !DILocalVariable(name: "ok", scope: !81, file: !3, line: 99, type: !10)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 100, type: !10)
!94 = distinct !DILexicalBlock(scope: !81, file: !3, line: 100)
!95 = !DILocalVariable(name: "e", scope: !96, file: !3, line: 103, type: !10)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 100)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 100)
!98 = !DILocalVariable(name: "thrower", scope: !81, file: !3, line: 112, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !81, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !100, identifier: ".?AV<lambda_0>@?0??main@@9@")
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !99, file: !3, line: 112, baseType: !102, size: 32)
!102 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!103 = !DILocalVariable(name: "k", scope: !104, file: !3, line: 116, type: !10)
!104 = distinct !DILexicalBlock(scope: !81, file: !3, line: 116)
!105 = !DILocalVariable(name: "f", scope: !106, file: !3, line: 119, type: !108)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 116)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 116)
!108 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!109 = !DILocalVariable(name: "d", scope: !110, file: !3, line: 124, type: !10)
!110 = distinct !DILexicalBlock(scope: !81, file: !3, line: 124)
!111 = !DILocation(line: 0, scope: !47, inlinedAt: !112)
!112 = distinct !DILocation(line: 84, scope: !86)
!113 = !DILocation(line: 15, scope: !47, inlinedAt: !112)
!114 = !DILocation(line: 0, scope: !115, inlinedAt: !119)
!115 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !116)
!116 = !{!117, !118}
!117 = !DILocalVariable(name: "x", arg: 2, scope: !115, file: !3, line: 27, type: !10)
!118 = !DILocalVariable(name: "this", arg: 1, scope: !115, type: !87, flags: DIFlagArtificial | DIFlagObjectPointer)
!119 = distinct !DILocation(line: 84, scope: !86)
!120 = !DILocation(line: 28, scope: !121, inlinedAt: !119)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 28)
!122 = distinct !DILexicalBlock(scope: !115, file: !3, line: 27)
!123 = !{!124, !124, i64 0}
!124 = !{!"any pointer", !58, i64 0}
!125 = !DILocation(line: 84, scope: !86)
!126 = !DILocation(line: 0, scope: !65, inlinedAt: !127)
!127 = distinct !DILocation(line: 84, scope: !86)
!128 = !DILocation(line: 17, scope: !73, inlinedAt: !127)
!129 = !DILocation(line: 86, scope: !86)
!130 = !DILocation(line: 87, scope: !131)
!131 = distinct !DILexicalBlock(scope: !81, file: !3, line: 86)
!132 = !DILocation(line: 0, scope: !81)
!133 = !DILocation(line: 88, scope: !131)
!134 = !DILocation(line: 0, scope: !60, inlinedAt: !135)
!135 = distinct !DILocation(line: 93, scope: !90)
!136 = !DILocation(line: 16, scope: !60, inlinedAt: !135)
!137 = !DILocalVariable(name: "this", arg: 1, scope: !138, type: !87, flags: DIFlagArtificial | DIFlagObjectPointer)
!138 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !139)
!139 = !{!137}
!140 = !DILocation(line: 0, scope: !138, inlinedAt: !141)
!141 = distinct !DILocation(line: 93, scope: !90)
!142 = !DILocation(line: 25, scope: !143, inlinedAt: !141)
!143 = distinct !DILexicalBlock(scope: !138, file: !3, line: 23)
!144 = !DILocation(line: 26, scope: !138, inlinedAt: !141)
!145 = !DILocation(line: 24, scope: !146, inlinedAt: !141)
!146 = distinct !DILexicalBlock(scope: !143, file: !3, line: 24)
!147 = !DILocation(line: 93, scope: !90)
!148 = !DILocalVariable(name: "this", arg: 1, scope: !149, type: !87, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QAE@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !150)
!150 = !{!148}
!151 = !DILocation(line: 0, scope: !149, inlinedAt: !152)
!152 = distinct !DILocation(line: 93, scope: !90)
!153 = !DILocation(line: 31, scope: !154, inlinedAt: !152)
!154 = distinct !DILexicalBlock(scope: !149, file: !3, line: 31)
!155 = !DILocation(line: 0, scope: !74, inlinedAt: !156)
!156 = distinct !DILocation(line: 93, scope: !90)
!157 = !DILocation(line: 18, scope: !80, inlinedAt: !156)
!158 = !DILocation(line: 95, scope: !90)
!159 = !DILocation(line: 96, scope: !160)
!160 = distinct !DILexicalBlock(scope: !81, file: !3, line: 95)
!161 = !DILocation(line: 97, scope: !160)
!162 = !DILocation(line: 0, scope: !94)
!163 = !DILocation(line: 100, scope: !94)
!164 = !DILocation(line: 107, scope: !81)
!165 = !DILocation(line: 0, scope: !166, inlinedAt: !178)
!166 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !167, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !176, retainedNodes: !172)
!167 = !DISubroutineType(types: !168)
!168 = !{!10, !169, !10}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 32)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !10}
!172 = !{!173, !174, !175}
!173 = !DILocalVariable(name: "arg", arg: 2, scope: !166, file: !3, line: 43, type: !10)
!174 = !DILocalVariable(name: "f", arg: 1, scope: !166, file: !3, line: 43, type: !169)
!175 = !DILocalVariable(name: "v", scope: !166, file: !3, line: 46, type: !10)
!176 = !{!177}
!177 = !DITemplateTypeParameter(name: "T", type: !10)
!178 = distinct !DILocation(line: 109, scope: !81)
!179 = !DILocation(line: 0, scope: !180, inlinedAt: !183)
!180 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !170, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !181)
!181 = !{!182}
!182 = !DILocalVariable(name: "x", arg: 1, scope: !180, file: !3, line: 54, type: !10)
!183 = distinct !DILocation(line: 45, scope: !184, inlinedAt: !178)
!184 = distinct !DILexicalBlock(scope: !166, file: !3, line: 44)
!185 = !DILocation(line: 54, scope: !180, inlinedAt: !183)
!186 = !{!187, !187, i64 0}
!187 = !{!"short", !58, i64 0}
!188 = !DILocation(line: 46, scope: !184, inlinedAt: !178)
!189 = !DILocation(line: 47, scope: !190, inlinedAt: !178)
!190 = distinct !DILexicalBlock(scope: !166, file: !3, line: 46)
!191 = !DILocation(line: 48, scope: !190, inlinedAt: !178)
!192 = !DILocation(line: 50, scope: !193, inlinedAt: !178)
!193 = distinct !DILexicalBlock(scope: !166, file: !3, line: 48)
!194 = !DILocation(line: 52, scope: !166, inlinedAt: !178)
!195 = !DILocation(line: 0, scope: !196, inlinedAt: !203)
!196 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !167, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !201, retainedNodes: !197)
!197 = !{!198, !199, !200}
!198 = !DILocalVariable(name: "arg", arg: 2, scope: !196, file: !3, line: 43, type: !10)
!199 = !DILocalVariable(name: "f", arg: 1, scope: !196, file: !3, line: 43, type: !169)
!200 = !DILocalVariable(name: "v", scope: !196, file: !3, line: 46, type: !6)
!201 = !{!202}
!202 = !DITemplateTypeParameter(name: "T", type: !6)
!203 = distinct !DILocation(line: 109, scope: !81)
!204 = !DILocation(line: 0, scope: !205, inlinedAt: !208)
!205 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !170, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !206)
!206 = !{!207}
!207 = !DILocalVariable(name: "x", arg: 1, scope: !205, file: !3, line: 55, type: !10)
!208 = distinct !DILocation(line: 45, scope: !209, inlinedAt: !203)
!209 = distinct !DILexicalBlock(scope: !196, file: !3, line: 44)
!210 = !DILocation(line: 55, scope: !205, inlinedAt: !208)
!211 = !{!212, !212, i64 0}
!212 = !{!"long long", !58, i64 0}
!213 = !DILocation(line: 46, scope: !209, inlinedAt: !203)
!214 = !DILocation(line: 47, scope: !215, inlinedAt: !203)
!215 = distinct !DILexicalBlock(scope: !196, file: !3, line: 46)
!216 = !DILocation(line: 48, scope: !215, inlinedAt: !203)
!217 = !DILocation(line: 50, scope: !218, inlinedAt: !203)
!218 = distinct !DILexicalBlock(scope: !196, file: !3, line: 48)
!219 = !DILocation(line: 52, scope: !196, inlinedAt: !203)
!220 = !DILocation(line: 0, scope: !221, inlinedAt: !228)
!221 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !167, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !226, retainedNodes: !222)
!222 = !{!223, !224, !225}
!223 = !DILocalVariable(name: "arg", arg: 2, scope: !221, file: !3, line: 43, type: !10)
!224 = !DILocalVariable(name: "f", arg: 1, scope: !221, file: !3, line: 43, type: !169)
!225 = !DILocalVariable(name: "v", scope: !221, file: !3, line: 46, type: !5)
!226 = !{!227}
!227 = !DITemplateTypeParameter(name: "T", type: !5)
!228 = distinct !DILocation(line: 109, scope: !81)
!229 = !DILocation(line: 0, scope: !180, inlinedAt: !230)
!230 = distinct !DILocation(line: 45, scope: !231, inlinedAt: !228)
!231 = distinct !DILexicalBlock(scope: !221, file: !3, line: 44)
!232 = !DILocation(line: 54, scope: !180, inlinedAt: !230)
!233 = !DILocation(line: 46, scope: !231, inlinedAt: !228)
!234 = !DILocation(line: 47, scope: !235, inlinedAt: !228)
!235 = distinct !DILexicalBlock(scope: !221, file: !3, line: 46)
!236 = !DILocation(line: 48, scope: !235, inlinedAt: !228)
!237 = !DILocation(line: 50, scope: !238, inlinedAt: !228)
!238 = distinct !DILexicalBlock(scope: !221, file: !3, line: 48)
!239 = !DILocation(line: 52, scope: !221, inlinedAt: !228)
!240 = !DILocation(line: 109, scope: !81)
!241 = !DILocation(line: 0, scope: !104)
!242 = !DILocation(line: 116, scope: !104)
!243 = !DILocation(line: 0, scope: !244, inlinedAt: !249)
!244 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !245, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!245 = !DISubroutineType(types: !246)
!246 = !{!10, !10}
!247 = !{!248}
!248 = !DILocalVariable(name: "x", arg: 1, scope: !244, file: !3, line: 36, type: !10)
!249 = distinct !DILocation(line: 102, scope: !250)
!250 = distinct !DILexicalBlock(scope: !96, file: !3, line: 101)
!251 = !DILocation(line: 37, scope: !244, inlinedAt: !249)
!252 = !DILocation(line: 37, scope: !253, inlinedAt: !249)
!253 = distinct !DILexicalBlock(scope: !244, file: !3, line: 37)
!254 = !DILocation(line: 103, scope: !250)
!255 = !DILocation(line: 104, scope: !256)
!256 = distinct !DILexicalBlock(scope: !96, file: !3, line: 103)
!257 = !DILocation(line: 0, scope: !96)
!258 = !DILocation(line: 105, scope: !256)
!259 = !DILocation(line: 100, scope: !97)
!260 = distinct !{!260, !163, !261, !262}
!261 = !DILocation(line: 106, scope: !94)
!262 = !{!"llvm.loop.mustprogress"}
!263 = !DILocation(line: 38, scope: !244, inlinedAt: !249)
!264 = !DILocation(line: 102, scope: !250)
!265 = !DILocation(line: 0, scope: !110)
!266 = !DILocation(line: 124, scope: !110)
!267 = !DILocation(line: 0, scope: !268, inlinedAt: !281)
!268 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z", scope: !99, file: !3, line: 112, type: !269, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !273, retainedNodes: !277)
!269 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !270)
!270 = !{null, !271, !10}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!273 = !DISubprogram(name: "operator()", scope: !99, file: !3, line: 112, type: !274, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!274 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !275)
!275 = !{!276, !271, !10}
!276 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!277 = !{!278, !279}
!278 = !DILocalVariable(name: "k", arg: 2, scope: !268, file: !3, line: 112, type: !10)
!279 = !DILocalVariable(name: "this", arg: 1, scope: !268, type: !280, flags: DIFlagArtificial | DIFlagObjectPointer)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 32)
!281 = distinct !DILocation(line: 118, scope: !282)
!282 = distinct !DILexicalBlock(scope: !106, file: !3, line: 117)
!283 = !DILocation(line: 113, scope: !268, inlinedAt: !281)
!284 = !DILocation(line: 113, scope: !285, inlinedAt: !281)
!285 = distinct !DILexicalBlock(scope: !268, file: !3, line: 113)
!286 = !DILocation(line: 0, scope: !115, inlinedAt: !287)
!287 = distinct !DILocation(line: 113, scope: !285, inlinedAt: !281)
!288 = !DILocation(line: 27, scope: !115, inlinedAt: !287)
!289 = !{!290, !57, i64 0}
!290 = !{!"?AUFragile@@", !57, i64 0}
!291 = !DILocation(line: 29, scope: !122, inlinedAt: !287)
!292 = !DILocation(line: 114, scope: !268, inlinedAt: !281)
!293 = !DILocation(line: 115, scope: !268, inlinedAt: !281)
!294 = !DILocation(line: 119, scope: !282)
!295 = !DILocation(line: 120, scope: !296)
!296 = distinct !DILexicalBlock(scope: !106, file: !3, line: 119)
!297 = !DILocation(line: 0, scope: !106)
!298 = !DILocation(line: 121, scope: !296)
!299 = !DILocation(line: 116, scope: !107)
!300 = distinct !{!300, !242, !301, !262}
!301 = !DILocation(line: 122, scope: !104)
!302 = !DILocation(line: 125, scope: !81)
!303 = !DILocation(line: 126, scope: !81)
!304 = !DILocation(line: 0, scope: !305, inlinedAt: !317)
!305 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !245, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!306 = !{!307, !308, !309, !311, !313, !314, !316}
!307 = !DILocalVariable(name: "depth", arg: 1, scope: !305, file: !3, line: 63, type: !10)
!308 = !DILocalVariable(name: "s1", scope: !305, file: !3, line: 64, type: !20)
!309 = !DILocalVariable(name: "s2", scope: !310, file: !3, line: 66, type: !20)
!310 = distinct !DILexicalBlock(scope: !305, file: !3, line: 65)
!311 = !DILocalVariable(name: "s3", scope: !312, file: !3, line: 68, type: !20)
!312 = distinct !DILexicalBlock(scope: !310, file: !3, line: 67)
!313 = !DILocalVariable(name: "d", scope: !310, file: !3, line: 70, type: !10)
!314 = !DILocalVariable(name: "s4", scope: !315, file: !3, line: 71, type: !20)
!315 = distinct !DILexicalBlock(scope: !310, file: !3, line: 70)
!316 = !DILocalVariable(name: "d", scope: !305, file: !3, line: 75, type: !10)
!317 = distinct !DILocation(line: 124, scope: !318)
!318 = distinct !DILexicalBlock(scope: !110, file: !3, line: 124)
!319 = !DILocation(line: 0, scope: !310, inlinedAt: !317)
!320 = !DILocation(line: 0, scope: !312, inlinedAt: !317)
!321 = !DILocation(line: 69, scope: !312, inlinedAt: !317)
!322 = !DILocation(line: 69, scope: !323, inlinedAt: !317)
!323 = distinct !DILexicalBlock(scope: !312, file: !3, line: 69)
!324 = !DILocalVariable(name: "this", arg: 1, scope: !325, type: !327, flags: DIFlagArtificial | DIFlagObjectPointer)
!325 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QAE@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !326)
!326 = !{!324}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!328 = !DILocation(line: 0, scope: !325, inlinedAt: !329)
!329 = distinct !DILocation(line: 70, scope: !312, inlinedAt: !317)
!330 = !DILocation(line: 60, scope: !331, inlinedAt: !329)
!331 = distinct !DILexicalBlock(scope: !325, file: !3, line: 60)
!332 = !DILocation(line: 75, scope: !310, inlinedAt: !317)
!333 = !DILocation(line: 70, scope: !312, inlinedAt: !317)
!334 = !DILocation(line: 0, scope: !325, inlinedAt: !335)
!335 = distinct !DILocation(line: 70, scope: !312, inlinedAt: !317)
!336 = !DILocation(line: 60, scope: !331, inlinedAt: !335)
!337 = !DILocation(line: 0, scope: !315, inlinedAt: !317)
!338 = !DILocation(line: 72, scope: !315, inlinedAt: !317)
!339 = !DILocation(line: 72, scope: !340, inlinedAt: !317)
!340 = distinct !DILexicalBlock(scope: !315, file: !3, line: 72)
!341 = !DILocation(line: 0, scope: !325, inlinedAt: !342)
!342 = distinct !DILocation(line: 74, scope: !315, inlinedAt: !317)
!343 = !DILocation(line: 60, scope: !331, inlinedAt: !342)
!344 = !DILocation(line: 74, scope: !315, inlinedAt: !317)
!345 = !DILocation(line: 0, scope: !325, inlinedAt: !346)
!346 = distinct !DILocation(line: 74, scope: !315, inlinedAt: !317)
!347 = !DILocation(line: 60, scope: !331, inlinedAt: !346)
!348 = !DILocation(line: 0, scope: !325, inlinedAt: !349)
!349 = distinct !DILocation(line: 75, scope: !310, inlinedAt: !317)
!350 = !DILocation(line: 60, scope: !331, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !325, inlinedAt: !352)
!352 = distinct !DILocation(line: 75, scope: !310, inlinedAt: !317)
!353 = !DILocation(line: 60, scope: !331, inlinedAt: !352)
!354 = !DILocation(line: 76, scope: !355, inlinedAt: !317)
!355 = distinct !DILexicalBlock(scope: !305, file: !3, line: 75)
!356 = !DILocation(line: 77, scope: !355, inlinedAt: !317)
!357 = !DILocation(line: 79, scope: !305, inlinedAt: !317)
!358 = !DILocation(line: 0, scope: !325, inlinedAt: !359)
!359 = distinct !DILocation(line: 79, scope: !305, inlinedAt: !317)
!360 = !DILocation(line: 60, scope: !331, inlinedAt: !359)
!361 = !DILocation(line: 0, scope: !325, inlinedAt: !362)
!362 = distinct !DILocation(line: 79, scope: !305, inlinedAt: !317)
!363 = !DILocation(line: 60, scope: !331, inlinedAt: !362)
!364 = !DILocation(line: 124, scope: !318)
!365 = distinct !{!365, !266, !266, !262}
!366 = !DILocation(line: 0, scope: !149)
!367 = !DILocation(line: 31, scope: !154)
!368 = !DILocation(line: 31, scope: !149)
