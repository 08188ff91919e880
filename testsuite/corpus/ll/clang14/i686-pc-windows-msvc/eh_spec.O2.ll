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

@allocs = internal unnamed_addr global i32 0, align 4
@frees = internal unnamed_addr global i32 0, align 4
@"?budget@Fragile@@2HA" = dso_local local_unnamed_addr global i32 0, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal unnamed_addr global i32 0, align 4
@ctors = internal unnamed_addr global i32 0, align 4
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
define dso_local noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @allocs, align 4, !tbaa !3
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @allocs, align 4, !tbaa !3
  %4 = tail call i8* @malloc(i32 noundef %0)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare dso_local noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @allocs, align 4, !tbaa !3
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @allocs, align 4, !tbaa !3
  %4 = tail call i8* @malloc(i32 noundef %0)
  ret i8* %4
}

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @"??3@YAXPAX@Z"(i8* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !tbaa !3
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @frees, align 4, !tbaa !3
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare dso_local void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define dso_local void @"??_V@YAXPAX@Z"(i8* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @frees, align 4, !tbaa !3
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @frees, align 4, !tbaa !3
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
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
  %19 = load i32, i32* @allocs, align 4, !tbaa !3
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* @allocs, align 4, !tbaa !3
  %21 = bitcast i8** %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21)
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i32 0, i32 0), i8** %14, align 4, !tbaa !7
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @_TIC2PAD) #8
          to label %22 unwind label %23

22:                                               ; preds = %0
  unreachable

23:                                               ; preds = %0
  %24 = cleanuppad within none []
  %25 = load i32, i32* @frees, align 4, !tbaa !3
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* @frees, align 4, !tbaa !3
  cleanupret from %24 unwind label %27

27:                                               ; preds = %23
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8** %15]
  %31 = load i32, i32* @frees, align 4, !tbaa !3
  %32 = load i32, i32* @allocs, align 4, !tbaa !3
  %33 = load i8*, i8** %15, align 4, !tbaa !7
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %33, i32 noundef %32, i32 noundef %31) [ "funclet"(token %30) ]
  catchret from %30 to label %35

35:                                               ; preds = %29
  %36 = load i32, i32* @allocs, align 4, !tbaa !3
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* @allocs, align 4, !tbaa !3
  %38 = bitcast i32* %13 to i8*
  %39 = load i32, i32* @ctors, align 4, !tbaa !3
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38)
  %40 = add nsw i32 %39, 3
  store i32 %40, i32* @ctors, align 4, !tbaa !3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38)
  store i32 -1, i32* @"?budget@Fragile@@2HA", align 4, !tbaa !3
  store i32 -1, i32* %13, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %38, %eh.ThrowInfo* nonnull @_TI1H) #8
          to label %41 unwind label %42

41:                                               ; preds = %35
  unreachable

42:                                               ; preds = %35
  %43 = cleanuppad within none []
  %44 = load i32, i32* @dtors, align 4, !tbaa !3
  %45 = add i32 %44, 3
  store i32 %45, i32* @dtors, align 4, !tbaa !3
  %46 = load i32, i32* @frees, align 4, !tbaa !3
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* @frees, align 4, !tbaa !3
  cleanupret from %43 unwind label %48

48:                                               ; preds = %42
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %16]
  %52 = load i32, i32* @frees, align 4, !tbaa !3
  %53 = load i32, i32* @dtors, align 4, !tbaa !3
  %54 = load i32, i32* @ctors, align 4, !tbaa !3
  %55 = load i32, i32* %16, align 4, !tbaa !3
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 0, i32 0), i32 noundef %55, i32 noundef %54, i32 noundef %53, i32 noundef %52) [ "funclet"(token %51) ]
  catchret from %51 to label %57

57:                                               ; preds = %50
  %58 = bitcast i32* %6 to i8*
  br label %102

59:                                               ; preds = %115
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %116, i32 noundef 2, i32 noundef 0)
  %61 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %61)
  %62 = bitcast i16* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %62)
  store i16 1, i16* %11, align 2, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %62, %eh.ThrowInfo* nonnull @_TI1F) #8
          to label %63 unwind label %64

63:                                               ; preds = %59
  unreachable

64:                                               ; preds = %59
  %65 = catchswitch within none [label %66, label %69] unwind to caller

66:                                               ; preds = %64
  %67 = catchpad within %65 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12]
  %68 = load i32, i32* %12, align 4, !tbaa !3
  catchret from %67 to label %71

69:                                               ; preds = %64
  %70 = catchpad within %65 [i8* null, i32 64, i8* null]
  catchret from %70 to label %71

71:                                               ; preds = %66, %69
  %72 = phi i32 [ %68, %66 ], [ -1, %69 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %61)
  %73 = bitcast i64* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %73)
  %74 = bitcast i64* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %74)
  store i64 3000, i64* %9, align 8, !tbaa !11
  invoke void @_CxxThrowException(i8* nonnull %74, %eh.ThrowInfo* nonnull @_TI1_J) #8
          to label %75 unwind label %76

75:                                               ; preds = %71
  unreachable

76:                                               ; preds = %71
  %77 = catchswitch within none [label %78, label %82] unwind to caller

78:                                               ; preds = %76
  %79 = catchpad within %77 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %10]
  %80 = load i64, i64* %10, align 8, !tbaa !11
  %81 = trunc i64 %80 to i32
  catchret from %79 to label %84

82:                                               ; preds = %76
  %83 = catchpad within %77 [i8* null, i32 64, i8* null]
  catchret from %83 to label %84

84:                                               ; preds = %78, %82
  %85 = phi i32 [ %81, %78 ], [ -1, %82 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73)
  %86 = bitcast i16* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %86)
  %87 = bitcast i16* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %87)
  store i16 7, i16* %7, align 2, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %87, %eh.ThrowInfo* nonnull @_TI1F) #8
          to label %88 unwind label %89

88:                                               ; preds = %84
  unreachable

89:                                               ; preds = %84
  %90 = catchswitch within none [label %91, label %95] unwind to caller

91:                                               ; preds = %89
  %92 = catchpad within %90 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %8]
  %93 = load i16, i16* %8, align 2, !tbaa !9
  %94 = sext i16 %93 to i32
  catchret from %92 to label %97

95:                                               ; preds = %89
  %96 = catchpad within %90 [i8* null, i32 64, i8* null]
  catchret from %96 to label %97

97:                                               ; preds = %91, %95
  %98 = phi i32 [ %94, %91 ], [ -1, %95 ]
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %86)
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 0, i32 0), i32 noundef %98, i32 noundef %85, i32 noundef %72)
  %100 = bitcast %struct.Fragile* %5 to i8*
  %101 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0
  br label %126

102:                                              ; preds = %57, %115
  %103 = phi i32 [ 0, %57 ], [ %117, %115 ]
  %104 = phi i32 [ 0, %57 ], [ %116, %115 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %58)
  %105 = icmp ugt i32 %103, 2
  br i1 %105, label %106, label %119

106:                                              ; preds = %102
  %107 = shl nuw nsw i32 %103, 1
  store i32 %107, i32* %6, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %58, %eh.ThrowInfo* nonnull @_TI1H) #8
          to label %108 unwind label %109

108:                                              ; preds = %106
  unreachable

109:                                              ; preds = %106
  %110 = catchswitch within none [label %111] unwind to caller

111:                                              ; preds = %109
  %112 = catchpad within %110 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %17]
  %113 = load i32, i32* %17, align 4, !tbaa !3
  %114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %113) [ "funclet"(token %112) ]
  catchret from %112 to label %115

115:                                              ; preds = %119, %111
  %116 = phi i32 [ %104, %111 ], [ %120, %119 ]
  %117 = add nuw nsw i32 %103, 1
  %118 = icmp eq i32 %117, 5
  br i1 %118, label %59, label %102, !llvm.loop !13

119:                                              ; preds = %102
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %58)
  %120 = add nsw i32 %103, %104
  br label %115

121:                                              ; preds = %146
  %122 = bitcast i32* %1 to i8*
  %123 = bitcast i32* %2 to i8*
  %124 = bitcast i32* %3 to i8*
  %125 = bitcast i32* %4 to i8*
  br label %156

126:                                              ; preds = %97, %146
  %127 = phi i32 [ 0, %97 ], [ %148, %146 ]
  %128 = phi i32 [ %116, %97 ], [ %147, %146 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %100)
  %129 = and i32 %127, 1
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %136, label %131

131:                                              ; preds = %126
  %132 = mul nuw nsw i32 %127, 3
  store i32 %132, i32* %101, align 4, !tbaa !15
  %133 = load i32, i32* @ctors, align 4, !tbaa !3
  %134 = add nsw i32 %133, 1
  store i32 %134, i32* @ctors, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %100, %eh.ThrowInfo* nonnull @"_TI1?AUFragile@@") #8
          to label %135 unwind label %138

135:                                              ; preds = %131
  unreachable

136:                                              ; preds = %126
  %137 = add nsw i32 %127, %128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %100)
  br label %146

138:                                              ; preds = %131
  %139 = catchswitch within none [label %140] unwind to caller

140:                                              ; preds = %138
  %141 = catchpad within %139 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %18]
  %142 = load %struct.Fragile*, %struct.Fragile** %18, align 4, !tbaa !7
  %143 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %142, i32 0, i32 0
  %144 = load i32, i32* %143, align 4, !tbaa !15
  %145 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %144) [ "funclet"(token %141) ]
  catchret from %141 to label %146

146:                                              ; preds = %136, %140
  %147 = phi i32 [ %137, %136 ], [ %128, %140 ]
  %148 = add nuw nsw i32 %127, 1
  %149 = icmp eq i32 %148, 4
  br i1 %149, label %121, label %126, !llvm.loop !17

150:                                              ; preds = %194
  %151 = load i32, i32* @dtors, align 4, !tbaa !3
  %152 = load i32, i32* @ctors, align 4, !tbaa !3
  %153 = load i32, i32* @frees, align 4, !tbaa !3
  %154 = load i32, i32* @allocs, align 4, !tbaa !3
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 0, i32 0), i32 noundef %154, i32 noundef %153, i32 noundef %152, i32 noundef %151, i32 noundef %147)
  ret i32 0

156:                                              ; preds = %121, %194
  %157 = phi i32 [ 0, %121 ], [ %198, %194 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %122)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %123)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %124)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %125)
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %160, label %159

159:                                              ; preds = %156
  store i32 %157, i32* %1, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %122, %eh.ThrowInfo* nonnull @_TI1H) #8
          to label %193 unwind label %162

160:                                              ; preds = %156
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0)) #9
  br label %178

162:                                              ; preds = %159
  %163 = cleanuppad within none []
  %164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %163) ]
  cleanupret from %163 unwind label %165

165:                                              ; preds = %162
  %166 = catchswitch within none [label %167] unwind label %181

167:                                              ; preds = %165
  %168 = catchpad within %166 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %169 = load i32, i32* %2, align 4, !tbaa !3
  %170 = icmp sgt i32 %169, 1
  br i1 %170, label %171, label %173

171:                                              ; preds = %167
  %172 = add nuw nsw i32 %169, 10
  store i32 %172, i32* %3, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %124, %eh.ThrowInfo* nonnull @_TI1H) #8 [ "funclet"(token %168) ]
          to label %193 unwind label %175

173:                                              ; preds = %167
  %174 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %168) ]
  catchret from %168 to label %178

175:                                              ; preds = %171
  %176 = cleanuppad within %168 []
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %176) ]
  cleanupret from %176 unwind label %181

178:                                              ; preds = %173, %160
  %179 = phi i32 [ %169, %173 ], [ 0, %160 ]
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0)) #9
  br label %194

181:                                              ; preds = %175, %165
  %182 = cleanuppad within none []
  %183 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %182) ]
  cleanupret from %182 unwind label %184

184:                                              ; preds = %181
  %185 = catchswitch within none [label %186] unwind label %190

186:                                              ; preds = %184
  %187 = catchpad within %185 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %188 = load i32, i32* %4, align 4, !tbaa !3
  %189 = mul nsw i32 %188, 100
  catchret from %187 to label %194

190:                                              ; preds = %184
  %191 = cleanuppad within none []
  %192 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0)) #9 [ "funclet"(token %191) ]
  cleanupret from %191 unwind to caller

193:                                              ; preds = %171, %159
  unreachable

194:                                              ; preds = %178, %186
  %195 = phi i32 [ %189, %186 ], [ %179, %178 ]
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0)) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %122)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %123)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %124)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %125)
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %157, i32 noundef %195)
  %198 = add nuw nsw i32 %157, 1
  %199 = icmp eq i32 %198, 3
  br i1 %199, label %150, label %156, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = load i32, i32* @dtors, align 4, !tbaa !3
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @dtors, align 4, !tbaa !3
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !5, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !5, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !4, i64 0}
!16 = !{!"?AUFragile@@", !4, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
