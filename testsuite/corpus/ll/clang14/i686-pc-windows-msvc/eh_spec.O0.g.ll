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

$"??0Fragile@@QAE@H@Z" = comdat any

$"??0Fragile@@QAE@XZ" = comdat any

$"??1Fragile@@QAE@XZ" = comdat any

$"??0Scope@@QAE@PBD@Z" = comdat any

$"??1Scope@@QAE@XZ" = comdat any

$"??_R0PAD@8" = comdat any

$"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = comdat any

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

@allocs = internal global i32 0, align 4, !dbg !0
@frees = internal global i32 0, align 4, !dbg !36
@"?budget@Fragile@@2HA" = dso_local global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant i8*
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", comdat, align 1
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@dtors = internal global i32 0, align 4, !dbg !38
@ctors = internal global i32 0, align 4, !dbg !40
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

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) #0 !dbg !48 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = load i32, i32* @allocs, align 4, !dbg !55
  %4 = add nsw i32 %3, 1, !dbg !55
  store i32 %4, i32* @allocs, align 4, !dbg !55
  %5 = load i32, i32* %2, align 4, !dbg !55
  %6 = call i8* @malloc(i32 noundef %5), !dbg !55
  ret i8* %6, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare dso_local i8* @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !57, metadata !DIExpression()), !dbg !58
  %3 = load i32, i32* @allocs, align 4, !dbg !58
  %4 = add nsw i32 %3, 1, !dbg !58
  store i32 %4, i32* @allocs, align 4, !dbg !58
  %5 = load i32, i32* %2, align 4, !dbg !58
  %6 = call i8* @malloc(i32 noundef %5), !dbg !58
  ret i8* %6, !dbg !58
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(i8* noundef %0) #3 !dbg !59 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !62, metadata !DIExpression()), !dbg !63
  %3 = load i8*, i8** %2, align 4, !dbg !63
  %4 = icmp ne i8* %3, null, !dbg !63
  br i1 %4, label %5, label %8, !dbg !63

5:                                                ; preds = %1
  %6 = load i32, i32* @frees, align 4, !dbg !64
  %7 = add nsw i32 %6, 1, !dbg !64
  store i32 %7, i32* @frees, align 4, !dbg !64
  br label %8, !dbg !64

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 4, !dbg !63
  call void @free(i8* noundef %9), !dbg !63
  ret void, !dbg !63
}

declare dso_local void @free(i8* noundef) #2

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??_V@YAXPAX@Z"(i8* noundef %0) #3 !dbg !66 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !67, metadata !DIExpression()), !dbg !68
  %3 = load i8*, i8** %2, align 4, !dbg !68
  %4 = icmp ne i8* %3, null, !dbg !68
  br i1 %4, label %5, label %8, !dbg !68

5:                                                ; preds = %1
  %6 = load i32, i32* @frees, align 4, !dbg !69
  %7 = add nsw i32 %6, 1, !dbg !69
  store i32 %7, i32* @frees, align 4, !dbg !69
  br label %8, !dbg !69

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 4, !dbg !68
  call void @free(i8* noundef %9), !dbg !68
  ret void, !dbg !68
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !71 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Fragile*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %class.anon, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Fragile*, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !74, metadata !DIExpression()), !dbg !77
  %13 = invoke noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef 4) #9
          to label %14 unwind label %22, !dbg !77, !heapallocsite !7

14:                                               ; preds = %0
  %15 = bitcast i8* %13 to %struct.Fragile*, !dbg !77
  %16 = invoke x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@H@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %61, !dbg !77

17:                                               ; preds = %14
  store %struct.Fragile* %15, %struct.Fragile** %2, align 4, !dbg !77
  %18 = load %struct.Fragile*, %struct.Fragile** %2, align 4, !dbg !78
  %19 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %18, i32 0, i32 0, !dbg !78
  %20 = load i32, i32* %19, align 4, !dbg !78
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %20)
          to label %60 unwind label %22, !dbg !78

22:                                               ; preds = %17, %61, %0
  %23 = catchswitch within none [label %24] unwind to caller, !dbg !79

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8** %3], !dbg !79
  call void @llvm.dbg.declare(metadata i8** %3, metadata !80, metadata !DIExpression()), !dbg !81
  %26 = load i32, i32* @frees, align 4, !dbg !82
  %27 = load i32, i32* @allocs, align 4, !dbg !82
  %28 = load i8*, i8** %3, align 4, !dbg !82
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %28, i32 noundef %27, i32 noundef %26) [ "funclet"(token %25) ], !dbg !82
  catchret from %25 to label %30, !dbg !84

30:                                               ; preds = %24
  br label %31, !dbg !84

31:                                               ; preds = %30, %60
  store i32 3, i32* @"?budget@Fragile@@2HA", align 4, !dbg !85
  call void @llvm.dbg.declare(metadata %struct.Fragile** %4, metadata !86, metadata !DIExpression()), !dbg !88
  %32 = invoke noalias noundef nonnull i8* @"??_U@YAPAXI@Z"(i32 noundef 24) #9
          to label %33 unwind label %73, !dbg !88, !heapallocsite !7

33:                                               ; preds = %31
  %34 = bitcast i8* %32 to i32*, !dbg !88
  store i32 5, i32* %34, align 4, !dbg !88
  %35 = getelementptr inbounds i8, i8* %32, i32 4, !dbg !88
  %36 = bitcast i8* %35 to %struct.Fragile*, !dbg !88
  %37 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %36, i32 5, !dbg !88
  br label %38, !dbg !88

38:                                               ; preds = %41, %33
  %39 = phi %struct.Fragile* [ %36, %33 ], [ %42, %41 ], !dbg !88
  %40 = invoke x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %39)
          to label %41 unwind label %63, !dbg !88

41:                                               ; preds = %38
  %42 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %39, i32 1, !dbg !88
  %43 = icmp eq %struct.Fragile* %42, %37, !dbg !88
  br i1 %43, label %44, label %38, !dbg !88

44:                                               ; preds = %41
  store %struct.Fragile* %36, %struct.Fragile** %4, align 4, !dbg !88
  %45 = load %struct.Fragile*, %struct.Fragile** %4, align 4, !dbg !89
  %46 = icmp eq %struct.Fragile* %45, null, !dbg !89
  br i1 %46, label %59, label %47, !dbg !89

47:                                               ; preds = %44
  %48 = bitcast %struct.Fragile* %45 to i8*, !dbg !89
  %49 = getelementptr inbounds i8, i8* %48, i32 -4, !dbg !89
  %50 = bitcast i8* %49 to i32*, !dbg !89
  %51 = load i32, i32* %50, align 4, !dbg !89
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %45, i32 %51, !dbg !89
  %53 = icmp eq %struct.Fragile* %45, %52, !dbg !89
  br i1 %53, label %58, label %54, !dbg !89

54:                                               ; preds = %54, %47
  %55 = phi %struct.Fragile* [ %52, %47 ], [ %56, %54 ], !dbg !89
  %56 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %55, i32 -1, !dbg !89
  call x86_thiscallcc void @"??1Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %56) #10, !dbg !89
  %57 = icmp eq %struct.Fragile* %56, %45, !dbg !89
  br i1 %57, label %58, label %54, !dbg !89

58:                                               ; preds = %54, %47
  call void @"??_V@YAXPAX@Z"(i8* noundef %49) #11, !dbg !89
  br label %59, !dbg !89

59:                                               ; preds = %58, %44
  br label %83, !dbg !90

60:                                               ; preds = %17
  br label %31, !dbg !79

61:                                               ; preds = %14
  %62 = cleanuppad within none [], !dbg !77
  call void @"??3@YAXPAX@Z"(i8* noundef %13) #11 [ "funclet"(token %62) ], !dbg !77
  cleanupret from %62 unwind label %22, !dbg !77

63:                                               ; preds = %38
  %64 = cleanuppad within none [], !dbg !88
  %65 = icmp eq %struct.Fragile* %36, %39, !dbg !88
  br i1 %65, label %70, label %66, !dbg !88

66:                                               ; preds = %66, %63
  %67 = phi %struct.Fragile* [ %39, %63 ], [ %68, %66 ], !dbg !88
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i32 -1, !dbg !88
  call x86_thiscallcc void @"??1Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #10 [ "funclet"(token %64) ], !dbg !88
  %69 = icmp eq %struct.Fragile* %68, %36, !dbg !88
  br i1 %69, label %70, label %66, !dbg !88

70:                                               ; preds = %66, %63
  cleanupret from %64 unwind label %71, !dbg !88

71:                                               ; preds = %70
  %72 = cleanuppad within none [], !dbg !88
  call void @"??_V@YAXPAX@Z"(i8* noundef %32) #11 [ "funclet"(token %72) ], !dbg !88
  cleanupret from %72 unwind label %73, !dbg !88

73:                                               ; preds = %71, %31
  %74 = catchswitch within none [label %75] unwind to caller, !dbg !90

75:                                               ; preds = %73
  %76 = catchpad within %74 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5], !dbg !90
  call void @llvm.dbg.declare(metadata i32* %5, metadata !91, metadata !DIExpression()), !dbg !92
  %77 = load i32, i32* @frees, align 4, !dbg !93
  %78 = load i32, i32* @dtors, align 4, !dbg !93
  %79 = load i32, i32* @ctors, align 4, !dbg !93
  %80 = load i32, i32* %5, align 4, !dbg !93
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 0, i32 0), i32 noundef %80, i32 noundef %79, i32 noundef %78, i32 noundef %77) [ "funclet"(token %76) ], !dbg !93
  catchret from %76 to label %82, !dbg !95

82:                                               ; preds = %75
  br label %83, !dbg !95

83:                                               ; preds = %82, %59
  call void @llvm.dbg.declare(metadata i32* %6, metadata !96, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %6, align 4, !dbg !97
  call void @llvm.dbg.declare(metadata i32* %7, metadata !98, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %7, align 4, !dbg !100
  br label %84, !dbg !100

84:                                               ; preds = %98, %83
  %85 = load i32, i32* %7, align 4, !dbg !100
  %86 = icmp slt i32 %85, 5, !dbg !100
  br i1 %86, label %87, label %104, !dbg !100

87:                                               ; preds = %84
  %88 = load i32, i32* %7, align 4, !dbg !101
  %89 = invoke noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %88)
          to label %101 unwind label %90, !dbg !101

90:                                               ; preds = %87
  %91 = catchswitch within none [label %92] unwind to caller, !dbg !105

92:                                               ; preds = %90
  %93 = catchpad within %91 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8], !dbg !105
  call void @llvm.dbg.declare(metadata i32* %8, metadata !106, metadata !DIExpression()), !dbg !107
  %94 = load i32, i32* %8, align 4, !dbg !108
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %94) [ "funclet"(token %93) ], !dbg !108
  catchret from %93 to label %96, !dbg !110

96:                                               ; preds = %92
  br label %97, !dbg !110

97:                                               ; preds = %96, %101
  br label %98, !dbg !111

98:                                               ; preds = %97
  %99 = load i32, i32* %7, align 4, !dbg !112
  %100 = add nsw i32 %99, 1, !dbg !112
  store i32 %100, i32* %7, align 4, !dbg !112
  br label %84, !dbg !112, !llvm.loop !113

101:                                              ; preds = %87
  %102 = load i32, i32* %6, align 4, !dbg !101
  %103 = add nsw i32 %102, %89, !dbg !101
  store i32 %103, i32* %6, align 4, !dbg !101
  br label %97, !dbg !105

104:                                              ; preds = %84
  %105 = call noundef i32 @"?never@@YAHH@Z"(i32 noundef 1) #10, !dbg !116
  %106 = call noundef i32 @"?nothing@@YAHH@Z"(i32 noundef 1) #10, !dbg !116
  %107 = load i32, i32* %6, align 4, !dbg !116
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %107, i32 noundef %106, i32 noundef %105), !dbg !116
  %109 = call noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_short@@YAXH@Z", i32 noundef 1), !dbg !117
  %110 = call noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_long@@YAXH@Z", i32 noundef 3), !dbg !117
  %111 = call noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(void (i32)* noundef @"?throw_short@@YAXH@Z", i32 noundef 7), !dbg !117
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 0, i32 0), i32 noundef %111, i32 noundef %110, i32 noundef %109), !dbg !117
  call void @llvm.dbg.declare(metadata %class.anon* %9, metadata !118, metadata !DIExpression()), !dbg !123
  %113 = getelementptr inbounds %class.anon, %class.anon* %9, i32 0, i32 0, !dbg !123
  store i32* %6, i32** %113, align 4, !dbg !123
  call void @llvm.dbg.declare(metadata i32* %10, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %10, align 4, !dbg !126
  br label %114, !dbg !126

114:                                              ; preds = %129, %104
  %115 = load i32, i32* %10, align 4, !dbg !126
  %116 = icmp slt i32 %115, 4, !dbg !126
  br i1 %116, label %117, label %133, !dbg !126

117:                                              ; preds = %114
  %118 = load i32, i32* %10, align 4, !dbg !127
  invoke x86_thiscallcc void @"??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %118)
          to label %132 unwind label %119, !dbg !127

119:                                              ; preds = %117
  %120 = catchswitch within none [label %121] unwind to caller, !dbg !131

121:                                              ; preds = %119
  %122 = catchpad within %120 [%rtti.TypeDescriptor13* @"??_R0?AUFragile@@@8", i32 8, %struct.Fragile** %11], !dbg !131
  call void @llvm.dbg.declare(metadata %struct.Fragile** %11, metadata !132, metadata !DIExpression()), !dbg !134
  %123 = load %struct.Fragile*, %struct.Fragile** %11, align 4, !dbg !135
  %124 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %123, i32 0, i32 0, !dbg !135
  %125 = load i32, i32* %124, align 4, !dbg !135
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %125) [ "funclet"(token %122) ], !dbg !135
  catchret from %122 to label %127, !dbg !137

127:                                              ; preds = %121
  br label %128, !dbg !137

128:                                              ; preds = %127, %132
  br label %129, !dbg !138

129:                                              ; preds = %128
  %130 = load i32, i32* %10, align 4, !dbg !139
  %131 = add nsw i32 %130, 1, !dbg !139
  store i32 %131, i32* %10, align 4, !dbg !139
  br label %114, !dbg !139, !llvm.loop !140

132:                                              ; preds = %117
  br label %128, !dbg !131

133:                                              ; preds = %114
  call void @llvm.dbg.declare(metadata i32* %12, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %12, align 4, !dbg !144
  br label %134, !dbg !144

134:                                              ; preds = %142, %133
  %135 = load i32, i32* %12, align 4, !dbg !144
  %136 = icmp slt i32 %135, 3, !dbg !144
  br i1 %136, label %137, label %145, !dbg !144

137:                                              ; preds = %134
  %138 = load i32, i32* %12, align 4, !dbg !145
  %139 = call noundef i32 @"?layered@@YAHH@Z"(i32 noundef %138), !dbg !145
  %140 = load i32, i32* %12, align 4, !dbg !145
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %140, i32 noundef %139), !dbg !145
  br label %142, !dbg !145

142:                                              ; preds = %137
  %143 = load i32, i32* %12, align 4, !dbg !145
  %144 = add nsw i32 %143, 1, !dbg !145
  store i32 %144, i32* %12, align 4, !dbg !145
  br label %134, !dbg !145, !llvm.loop !147

145:                                              ; preds = %134
  %146 = load i32, i32* %6, align 4, !dbg !148
  %147 = load i32, i32* @dtors, align 4, !dbg !148
  %148 = load i32, i32* @ctors, align 4, !dbg !148
  %149 = load i32, i32* @frees, align 4, !dbg !148
  %150 = load i32, i32* @allocs, align 4, !dbg !148
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 0, i32 0), i32 noundef %150, i32 noundef %149, i32 noundef %148, i32 noundef %147, i32 noundef %146), !dbg !148
  ret i32 0, !dbg !149
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@H@Z"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !150 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Fragile*, align 4
  %5 = alloca i8*, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !151, metadata !DIExpression()), !dbg !152
  store %struct.Fragile* %0, %struct.Fragile** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %4, metadata !153, metadata !DIExpression()), !dbg !154
  %6 = load %struct.Fragile*, %struct.Fragile** %4, align 4
  %7 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %6, i32 0, i32 0, !dbg !152
  %8 = load i32, i32* %3, align 4, !dbg !152
  store i32 %8, i32* %7, align 4, !dbg !152
  %9 = load i32, i32* %3, align 4, !dbg !155
  %10 = icmp eq i32 %9, 13, !dbg !155
  br i1 %10, label %11, label %13, !dbg !155

11:                                               ; preds = %2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HIAMJGNH@unlucky?$AA@", i32 0, i32 0), i8** %5, align 4, !dbg !157
  %12 = bitcast i8** %5 to i8*, !dbg !157
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @_TIC2PAD) #12, !dbg !157
  unreachable, !dbg !157

13:                                               ; preds = %2
  %14 = load i32, i32* @ctors, align 4, !dbg !159
  %15 = add nsw i32 %14, 1, !dbg !159
  store i32 %15, i32* @ctors, align 4, !dbg !159
  ret %struct.Fragile* %6, !dbg !160
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !161 {
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !162, metadata !DIExpression()), !dbg !163
  %4 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %5 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %4, i32 0, i32 0, !dbg !164
  %6 = load i32, i32* @"?budget@Fragile@@2HA", align 4, !dbg !164
  store i32 %6, i32* %5, align 4, !dbg !164
  %7 = load i32, i32* @"?budget@Fragile@@2HA", align 4, !dbg !165
  %8 = add nsw i32 %7, -1, !dbg !165
  store i32 %8, i32* @"?budget@Fragile@@2HA", align 4, !dbg !165
  %9 = icmp slt i32 %8, 0, !dbg !165
  br i1 %9, label %10, label %13, !dbg !165

10:                                               ; preds = %1
  %11 = load i32, i32* @"?budget@Fragile@@2HA", align 4, !dbg !167
  store i32 %11, i32* %3, align 4, !dbg !167
  %12 = bitcast i32* %3 to i8*, !dbg !167
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @_TI1H) #12, !dbg !167
  unreachable, !dbg !167

13:                                               ; preds = %1
  %14 = load i32, i32* @ctors, align 4, !dbg !169
  %15 = add nsw i32 %14, 1, !dbg !169
  store i32 %15, i32* @ctors, align 4, !dbg !169
  ret %struct.Fragile* %4, !dbg !170
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 !dbg !171 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !172, metadata !DIExpression()), !dbg !173
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @dtors, align 4, !dbg !174
  %5 = add nsw i32 %4, 1, !dbg !174
  store i32 %5, i32* @dtors, align 4, !dbg !174
  ret void, !dbg !176
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %0) #7 !dbg !177 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !180, metadata !DIExpression()), !dbg !181
  %4 = load i32, i32* %2, align 4, !dbg !182
  %5 = icmp sgt i32 %4, 2, !dbg !182
  br i1 %5, label %6, label %10, !dbg !182

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !183
  %8 = mul nsw i32 %7, 2, !dbg !183
  store i32 %8, i32* %3, align 4, !dbg !183
  %9 = bitcast i32* %3 to i8*, !dbg !183
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #12, !dbg !183
  unreachable, !dbg !183

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4, !dbg !185
  ret i32 %11, !dbg !185
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?never@@YAHH@Z"(i32 noundef %0) #8 !dbg !186 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !187, metadata !DIExpression()), !dbg !188
  %3 = load i32, i32* %2, align 4, !dbg !188
  %4 = sub nsw i32 %3, 1, !dbg !188
  ret i32 %4, !dbg !188
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?nothing@@YAHH@Z"(i32 noundef %0) #8 !dbg !189 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !190, metadata !DIExpression()), !dbg !191
  %3 = load i32, i32* %2, align 4, !dbg !191
  %4 = add nsw i32 %3, 1, !dbg !191
  ret i32 %4, !dbg !191
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !192 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 4
  %6 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !200, metadata !DIExpression()), !dbg !201
  store void (i32)* %0, void (i32)** %5, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %5, metadata !202, metadata !DIExpression()), !dbg !201
  %7 = load void (i32)*, void (i32)** %5, align 4, !dbg !203
  %8 = load i32, i32* %4, align 4, !dbg !203
  invoke void %7(i32 noundef %8)
          to label %16 unwind label %9, !dbg !203

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %14] unwind to caller, !dbg !205

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6], !dbg !205
  call void @llvm.dbg.declare(metadata i32* %6, metadata !206, metadata !DIExpression()), !dbg !207
  %13 = load i32, i32* %6, align 4, !dbg !208
  store i32 %13, i32* %3, align 4, !dbg !208
  catchret from %12 to label %18, !dbg !210

14:                                               ; preds = %9
  %15 = catchpad within %10 [i8* null, i32 64, i8* null], !dbg !205
  store i32 -1, i32* %3, align 4, !dbg !211
  catchret from %15 to label %17, !dbg !213

16:                                               ; preds = %2
  br label %19, !dbg !205

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %11
  br label %20

19:                                               ; preds = %16
  store i32 0, i32* %3, align 4, !dbg !214
  br label %20, !dbg !214

20:                                               ; preds = %19, %18, %17
  %21 = load i32, i32* %3, align 4, !dbg !215
  ret i32 %21, !dbg !215
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_short@@YAXH@Z"(i32 noundef %0) #7 !dbg !216 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !217, metadata !DIExpression()), !dbg !218
  %4 = load i32, i32* %2, align 4, !dbg !218
  %5 = trunc i32 %4 to i16, !dbg !218
  store i16 %5, i16* %3, align 2, !dbg !218
  %6 = bitcast i16* %3 to i8*, !dbg !218
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @_TI1F) #12, !dbg !218
  unreachable, !dbg !218
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !219 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 4
  %6 = alloca i64, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !222, metadata !DIExpression()), !dbg !223
  store void (i32)* %0, void (i32)** %5, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %5, metadata !224, metadata !DIExpression()), !dbg !223
  %7 = load void (i32)*, void (i32)** %5, align 4, !dbg !225
  %8 = load i32, i32* %4, align 4, !dbg !225
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !225

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !227

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor3* @"??_R0_J@8", i32 0, i64* %6], !dbg !227
  call void @llvm.dbg.declare(metadata i64* %6, metadata !228, metadata !DIExpression()), !dbg !229
  %13 = load i64, i64* %6, align 8, !dbg !230
  %14 = trunc i64 %13 to i32, !dbg !230
  store i32 %14, i32* %3, align 4, !dbg !230
  catchret from %12 to label %19, !dbg !232

15:                                               ; preds = %9
  %16 = catchpad within %10 [i8* null, i32 64, i8* null], !dbg !227
  store i32 -1, i32* %3, align 4, !dbg !233
  catchret from %16 to label %18, !dbg !235

17:                                               ; preds = %2
  br label %20, !dbg !227

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, i32* %3, align 4, !dbg !236
  br label %21, !dbg !236

21:                                               ; preds = %20, %19, %18
  %22 = load i32, i32* %3, align 4, !dbg !237
  ret i32 %22, !dbg !237
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_long@@YAXH@Z"(i32 noundef %0) #7 !dbg !238 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !239, metadata !DIExpression()), !dbg !240
  %4 = load i32, i32* %2, align 4, !dbg !240
  %5 = sext i32 %4 to i64, !dbg !240
  %6 = mul nsw i64 %5, 1000, !dbg !240
  store i64 %6, i64* %3, align 8, !dbg !240
  %7 = bitcast i64* %3 to i8*, !dbg !240
  call void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @_TI1_J) #12, !dbg !240
  unreachable, !dbg !240
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !241 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca void (i32)*, align 4
  %6 = alloca i16, align 2
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !244, metadata !DIExpression()), !dbg !245
  store void (i32)* %0, void (i32)** %5, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %5, metadata !246, metadata !DIExpression()), !dbg !245
  %7 = load void (i32)*, void (i32)** %5, align 4, !dbg !247
  %8 = load i32, i32* %4, align 4, !dbg !247
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !247

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !249

11:                                               ; preds = %9
  %12 = catchpad within %10 [%rtti.TypeDescriptor2* @"??_R0F@8", i32 0, i16* %6], !dbg !249
  call void @llvm.dbg.declare(metadata i16* %6, metadata !250, metadata !DIExpression()), !dbg !251
  %13 = load i16, i16* %6, align 2, !dbg !252
  %14 = sext i16 %13 to i32, !dbg !252
  store i32 %14, i32* %3, align 4, !dbg !252
  catchret from %12 to label %19, !dbg !254

15:                                               ; preds = %9
  %16 = catchpad within %10 [i8* null, i32 64, i8* null], !dbg !249
  store i32 -1, i32* %3, align 4, !dbg !255
  catchret from %16 to label %18, !dbg !257

17:                                               ; preds = %2
  br label %20, !dbg !249

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, i32* %3, align 4, !dbg !258
  br label %21, !dbg !258

21:                                               ; preds = %20, %19, %18
  %22 = load i32, i32* %3, align 4, !dbg !259
  ret i32 %22, !dbg !259
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc void @"??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #7 align 2 !dbg !260 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 4
  %5 = alloca %struct.Fragile, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !269, metadata !DIExpression()), !dbg !270
  store %class.anon* %0, %class.anon** %4, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %4, metadata !271, metadata !DIExpression()), !dbg !273
  %6 = load %class.anon*, %class.anon** %4, align 4
  %7 = load i32, i32* %3, align 4, !dbg !274
  %8 = and i32 %7, 1, !dbg !274
  %9 = icmp ne i32 %8, 0, !dbg !274
  br i1 %9, label %10, label %15, !dbg !274

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4, !dbg !275
  %12 = mul nsw i32 %11, 3, !dbg !275
  %13 = call x86_thiscallcc noundef %struct.Fragile* @"??0Fragile@@QAE@H@Z"(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %12), !dbg !275
  %14 = bitcast %struct.Fragile* %5 to i8*, !dbg !275
  call void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI1?AUFragile@@") #12, !dbg !275
  unreachable, !dbg !275

15:                                               ; preds = %2
  %16 = load i32, i32* %3, align 4, !dbg !277
  %17 = getelementptr inbounds %class.anon, %class.anon* %6, i32 0, i32 0, !dbg !277
  %18 = load i32*, i32** %17, align 4, !dbg !277
  %19 = load i32, i32* %18, align 4, !dbg !277
  %20 = add nsw i32 %19, %16, !dbg !277
  store i32 %20, i32* %18, align 4, !dbg !277
  ret void, !dbg !278
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?layered@@YAHH@Z"(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !279 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca %struct.Scope, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !280, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !282, metadata !DIExpression()), !dbg !283
  %13 = call x86_thiscallcc noundef %struct.Scope* @"??0Scope@@QAE@PBD@Z"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0)), !dbg !283
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !284, metadata !DIExpression()), !dbg !286
  %14 = invoke x86_thiscallcc noundef %struct.Scope* @"??0Scope@@QAE@PBD@Z"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0))
          to label %15 unwind label %49, !dbg !286

15:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %6, metadata !287, metadata !DIExpression()), !dbg !289
  %16 = invoke x86_thiscallcc noundef %struct.Scope* @"??0Scope@@QAE@PBD@Z"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0))
          to label %17 unwind label %26, !dbg !289

17:                                               ; preds = %15
  %18 = load i32, i32* %3, align 4, !dbg !290
  %19 = icmp sgt i32 %18, 0, !dbg !290
  br i1 %19, label %20, label %23, !dbg !290

20:                                               ; preds = %17
  %21 = load i32, i32* %3, align 4, !dbg !291
  store i32 %21, i32* %7, align 4, !dbg !291
  %22 = bitcast i32* %7 to i8*, !dbg !291
  invoke void @_CxxThrowException(i8* %22, %eh.ThrowInfo* @_TI1H) #12
          to label %61 unwind label %24, !dbg !291

23:                                               ; preds = %17
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6) #10, !dbg !293
  br label %43, !dbg !293

24:                                               ; preds = %20
  %25 = cleanuppad within none [], !dbg !293
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6) #10 [ "funclet"(token %25) ], !dbg !293
  cleanupret from %25 unwind label %26, !dbg !293

26:                                               ; preds = %24, %15
  %27 = catchswitch within none [label %28] unwind label %47, !dbg !293

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8], !dbg !293
  call void @llvm.dbg.declare(metadata i32* %8, metadata !294, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.declare(metadata %struct.Scope* %9, metadata !296, metadata !DIExpression()), !dbg !298
  %30 = invoke x86_thiscallcc noundef %struct.Scope* @"??0Scope@@QAE@PBD@Z"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i32 0, i32 0)) [ "funclet"(token %29) ]
          to label %31 unwind label %47, !dbg !298

31:                                               ; preds = %28
  %32 = load i32, i32* %8, align 4, !dbg !299
  %33 = icmp sgt i32 %32, 1, !dbg !299
  br i1 %33, label %34, label %38, !dbg !299

34:                                               ; preds = %31
  %35 = load i32, i32* %8, align 4, !dbg !300
  %36 = add nsw i32 %35, 10, !dbg !300
  store i32 %36, i32* %10, align 4, !dbg !300
  %37 = bitcast i32* %10 to i8*, !dbg !300
  invoke void @_CxxThrowException(i8* %37, %eh.ThrowInfo* @_TI1H) #12 [ "funclet"(token %29) ]
          to label %61 unwind label %40, !dbg !300

38:                                               ; preds = %31
  %39 = load i32, i32* %8, align 4, !dbg !302
  store i32 %39, i32* %2, align 4, !dbg !302
  store i32 1, i32* %11, align 4
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9) #10 [ "funclet"(token %29) ], !dbg !303
  catchret from %29 to label %42, !dbg !303

40:                                               ; preds = %34
  %41 = cleanuppad within %29 [], !dbg !303
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9) #10 [ "funclet"(token %41) ], !dbg !303
  cleanupret from %41 unwind label %47, !dbg !303

42:                                               ; preds = %38
  br label %44

43:                                               ; preds = %23
  store i32 0, i32* %11, align 4, !dbg !304
  br label %44, !dbg !304

44:                                               ; preds = %43, %42
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #10, !dbg !304
  %45 = load i32, i32* %11, align 4
  switch i32 %45, label %57 [
    i32 0, label %46
  ]

46:                                               ; preds = %44
  br label %56, !dbg !304

47:                                               ; preds = %40, %28, %26
  %48 = cleanuppad within none [], !dbg !304
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #10 [ "funclet"(token %48) ], !dbg !304
  cleanupret from %48 unwind label %49, !dbg !304

49:                                               ; preds = %47, %1
  %50 = catchswitch within none [label %51] unwind label %59, !dbg !304

51:                                               ; preds = %49
  %52 = catchpad within %50 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12], !dbg !304
  call void @llvm.dbg.declare(metadata i32* %12, metadata !305, metadata !DIExpression()), !dbg !306
  %53 = load i32, i32* %12, align 4, !dbg !307
  %54 = mul nsw i32 %53, 100, !dbg !307
  store i32 %54, i32* %2, align 4, !dbg !307
  store i32 1, i32* %11, align 4
  catchret from %52 to label %55, !dbg !309

55:                                               ; preds = %51
  br label %57

56:                                               ; preds = %46
  store i32 0, i32* %2, align 4, !dbg !310
  store i32 1, i32* %11, align 4
  br label %57, !dbg !310

57:                                               ; preds = %56, %55, %44
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !311
  %58 = load i32, i32* %2, align 4, !dbg !311
  ret i32 %58, !dbg !311

59:                                               ; preds = %49
  %60 = cleanuppad within none [], !dbg !311
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #10 [ "funclet"(token %60) ], !dbg !311
  cleanupret from %60 unwind to caller, !dbg !311

61:                                               ; preds = %34, %20
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Scope* @"??0Scope@@QAE@PBD@Z"(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #6 comdat align 2 !dbg !312 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Scope*, align 4
  store i8* %1, i8** %3, align 4
  call void @llvm.dbg.declare(metadata i8** %3, metadata !313, metadata !DIExpression()), !dbg !314
  store %struct.Scope* %0, %struct.Scope** %4, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %4, metadata !315, metadata !DIExpression()), !dbg !317
  %5 = load %struct.Scope*, %struct.Scope** %4, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !314
  %7 = load i8*, i8** %3, align 4, !dbg !314
  store i8* %7, i8** %6, align 4, !dbg !314
  ret %struct.Scope* %5, !dbg !314
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Scope@@QAE@XZ"(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !318 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !319, metadata !DIExpression()), !dbg !320
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !321
  %5 = load i8*, i8** %4, align 4, !dbg !321
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !321

7:                                                ; preds = %1
  ret void, !dbg !323

8:                                                ; preds = %1
  %9 = cleanuppad within none [], !dbg !321
  call void @__std_terminate() #13 [ "funclet"(token %9) ], !dbg !321
  unreachable, !dbg !321
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: ".?AUFragile@@")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !21, identifier: ".?AUScope@@")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
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
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !3, file: !3, line: 15, type: !49, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !{}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 15, type: !52)
!55 = !DILocation(line: 15, scope: !48)
!56 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPAXI@Z", scope: !3, file: !3, line: 16, type: !49, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!57 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !3, line: 16, type: !52)
!58 = !DILocation(line: 16, scope: !56)
!59 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !3, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !51}
!62 = !DILocalVariable(name: "p", arg: 1, scope: !59, file: !3, line: 17, type: !51)
!63 = !DILocation(line: 17, scope: !59)
!64 = !DILocation(line: 17, scope: !65)
!65 = distinct !DILexicalBlock(scope: !59, file: !3, line: 17)
!66 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPAX@Z", scope: !3, file: !3, line: 18, type: !60, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!67 = !DILocalVariable(name: "p", arg: 1, scope: !66, file: !3, line: 18, type: !51)
!68 = !DILocation(line: 18, scope: !66)
!69 = !DILocation(line: 18, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 18)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !72, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!72 = !DISubroutineType(types: !73)
!73 = !{!10}
!74 = !DILocalVariable(name: "f", scope: !75, file: !3, line: 84, type: !76)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 83)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!77 = !DILocation(line: 84, scope: !75)
!78 = !DILocation(line: 85, scope: !75)
!79 = !DILocation(line: 86, scope: !75)
!80 = !DILocalVariable(name: "msg", scope: !71, file: !3, line: 86, type: !23)
!81 = !DILocation(line: 86, scope: !71)
!82 = !DILocation(line: 87, scope: !83)
!83 = distinct !DILexicalBlock(scope: !71, file: !3, line: 86)
!84 = !DILocation(line: 88, scope: !83)
!85 = !DILocation(line: 91, scope: !71)
!86 = !DILocalVariable(name: "arr", scope: !87, file: !3, line: 93, type: !76)
!87 = distinct !DILexicalBlock(scope: !71, file: !3, line: 92)
!88 = !DILocation(line: 93, scope: !87)
!89 = !DILocation(line: 94, scope: !87)
!90 = !DILocation(line: 95, scope: !87)
!91 = !DILocalVariable(name: "b", scope: !71, file: !3, line: 95, type: !10)
!92 = !DILocation(line: 95, scope: !71)
!93 = !DILocation(line: 96, scope: !94)
!94 = distinct !DILexicalBlock(scope: !71, file: !3, line: 95)
!95 = !DILocation(line: 97, scope: !94)
!96 = !DILocalVariable(name: "ok", scope: !71, file: !3, line: 99, type: !10)
!97 = !DILocation(line: 99, scope: !71)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 100, type: !10)
!99 = distinct !DILexicalBlock(scope: !71, file: !3, line: 100)
!100 = !DILocation(line: 100, scope: !99)
!101 = !DILocation(line: 102, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 101)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 100)
!104 = distinct !DILexicalBlock(scope: !99, file: !3, line: 100)
!105 = !DILocation(line: 103, scope: !102)
!106 = !DILocalVariable(name: "e", scope: !103, file: !3, line: 103, type: !10)
!107 = !DILocation(line: 103, scope: !103)
!108 = !DILocation(line: 104, scope: !109)
!109 = distinct !DILexicalBlock(scope: !103, file: !3, line: 103)
!110 = !DILocation(line: 105, scope: !109)
!111 = !DILocation(line: 106, scope: !103)
!112 = !DILocation(line: 100, scope: !104)
!113 = distinct !{!113, !100, !114, !115}
!114 = !DILocation(line: 106, scope: !99)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 107, scope: !71)
!117 = !DILocation(line: 109, scope: !71)
!118 = !DILocalVariable(name: "thrower", scope: !71, file: !3, line: 112, type: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !71, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !120, identifier: ".?AV<lambda_0>@?0??main@@9@")
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !119, file: !3, line: 112, baseType: !122, size: 32)
!122 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!123 = !DILocation(line: 112, scope: !71)
!124 = !DILocalVariable(name: "k", scope: !125, file: !3, line: 116, type: !10)
!125 = distinct !DILexicalBlock(scope: !71, file: !3, line: 116)
!126 = !DILocation(line: 116, scope: !125)
!127 = !DILocation(line: 118, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 117)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 116)
!130 = distinct !DILexicalBlock(scope: !125, file: !3, line: 116)
!131 = !DILocation(line: 119, scope: !128)
!132 = !DILocalVariable(name: "f", scope: !129, file: !3, line: 119, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!134 = !DILocation(line: 119, scope: !129)
!135 = !DILocation(line: 120, scope: !136)
!136 = distinct !DILexicalBlock(scope: !129, file: !3, line: 119)
!137 = !DILocation(line: 121, scope: !136)
!138 = !DILocation(line: 122, scope: !129)
!139 = !DILocation(line: 116, scope: !130)
!140 = distinct !{!140, !126, !141, !115}
!141 = !DILocation(line: 122, scope: !125)
!142 = !DILocalVariable(name: "d", scope: !143, file: !3, line: 124, type: !10)
!143 = distinct !DILexicalBlock(scope: !71, file: !3, line: 124)
!144 = !DILocation(line: 124, scope: !143)
!145 = !DILocation(line: 124, scope: !146)
!146 = distinct !DILexicalBlock(scope: !143, file: !3, line: 124)
!147 = distinct !{!147, !144, !144, !115}
!148 = !DILocation(line: 125, scope: !71)
!149 = !DILocation(line: 126, scope: !71)
!150 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !53)
!151 = !DILocalVariable(name: "x", arg: 2, scope: !150, file: !3, line: 27, type: !10)
!152 = !DILocation(line: 27, scope: !150)
!153 = !DILocalVariable(name: "this", arg: 1, scope: !150, type: !76, flags: DIFlagArtificial | DIFlagObjectPointer)
!154 = !DILocation(line: 0, scope: !150)
!155 = !DILocation(line: 28, scope: !156)
!156 = distinct !DILexicalBlock(scope: !150, file: !3, line: 27)
!157 = !DILocation(line: 28, scope: !158)
!158 = distinct !DILexicalBlock(scope: !156, file: !3, line: 28)
!159 = !DILocation(line: 29, scope: !156)
!160 = !DILocation(line: 30, scope: !150)
!161 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !53)
!162 = !DILocalVariable(name: "this", arg: 1, scope: !161, type: !76, flags: DIFlagArtificial | DIFlagObjectPointer)
!163 = !DILocation(line: 0, scope: !161)
!164 = !DILocation(line: 23, scope: !161)
!165 = !DILocation(line: 24, scope: !166)
!166 = distinct !DILexicalBlock(scope: !161, file: !3, line: 23)
!167 = !DILocation(line: 24, scope: !168)
!168 = distinct !DILexicalBlock(scope: !166, file: !3, line: 24)
!169 = !DILocation(line: 25, scope: !166)
!170 = !DILocation(line: 26, scope: !161)
!171 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QAE@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !53)
!172 = !DILocalVariable(name: "this", arg: 1, scope: !171, type: !76, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = !DILocation(line: 0, scope: !171)
!174 = !DILocation(line: 31, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 31)
!176 = !DILocation(line: 31, scope: !171)
!177 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !178, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!178 = !DISubroutineType(types: !179)
!179 = !{!10, !10}
!180 = !DILocalVariable(name: "x", arg: 1, scope: !177, file: !3, line: 36, type: !10)
!181 = !DILocation(line: 36, scope: !177)
!182 = !DILocation(line: 37, scope: !177)
!183 = !DILocation(line: 37, scope: !184)
!184 = distinct !DILexicalBlock(scope: !177, file: !3, line: 37)
!185 = !DILocation(line: 38, scope: !177)
!186 = distinct !DISubprogram(name: "never", linkageName: "?never@@YAHH@Z", scope: !3, file: !3, line: 41, type: !178, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!187 = !DILocalVariable(name: "x", arg: 1, scope: !186, file: !3, line: 41, type: !10)
!188 = !DILocation(line: 41, scope: !186)
!189 = distinct !DISubprogram(name: "nothing", linkageName: "?nothing@@YAHH@Z", scope: !3, file: !3, line: 40, type: !178, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!190 = !DILocalVariable(name: "x", arg: 1, scope: !189, file: !3, line: 40, type: !10)
!191 = !DILocation(line: 40, scope: !189)
!192 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !193, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !198, retainedNodes: !53)
!193 = !DISubroutineType(types: !194)
!194 = !{!10, !195, !10}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 32)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !10}
!198 = !{!199}
!199 = !DITemplateTypeParameter(name: "T", type: !10)
!200 = !DILocalVariable(name: "arg", arg: 2, scope: !192, file: !3, line: 43, type: !10)
!201 = !DILocation(line: 43, scope: !192)
!202 = !DILocalVariable(name: "f", arg: 1, scope: !192, file: !3, line: 43, type: !195)
!203 = !DILocation(line: 45, scope: !204)
!204 = distinct !DILexicalBlock(scope: !192, file: !3, line: 44)
!205 = !DILocation(line: 46, scope: !204)
!206 = !DILocalVariable(name: "v", scope: !192, file: !3, line: 46, type: !10)
!207 = !DILocation(line: 46, scope: !192)
!208 = !DILocation(line: 47, scope: !209)
!209 = distinct !DILexicalBlock(scope: !192, file: !3, line: 46)
!210 = !DILocation(line: 48, scope: !209)
!211 = !DILocation(line: 49, scope: !212)
!212 = distinct !DILexicalBlock(scope: !192, file: !3, line: 48)
!213 = !DILocation(line: 50, scope: !212)
!214 = !DILocation(line: 51, scope: !192)
!215 = !DILocation(line: 52, scope: !192)
!216 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !196, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!217 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !3, line: 54, type: !10)
!218 = !DILocation(line: 54, scope: !216)
!219 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !193, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !220, retainedNodes: !53)
!220 = !{!221}
!221 = !DITemplateTypeParameter(name: "T", type: !6)
!222 = !DILocalVariable(name: "arg", arg: 2, scope: !219, file: !3, line: 43, type: !10)
!223 = !DILocation(line: 43, scope: !219)
!224 = !DILocalVariable(name: "f", arg: 1, scope: !219, file: !3, line: 43, type: !195)
!225 = !DILocation(line: 45, scope: !226)
!226 = distinct !DILexicalBlock(scope: !219, file: !3, line: 44)
!227 = !DILocation(line: 46, scope: !226)
!228 = !DILocalVariable(name: "v", scope: !219, file: !3, line: 46, type: !6)
!229 = !DILocation(line: 46, scope: !219)
!230 = !DILocation(line: 47, scope: !231)
!231 = distinct !DILexicalBlock(scope: !219, file: !3, line: 46)
!232 = !DILocation(line: 48, scope: !231)
!233 = !DILocation(line: 49, scope: !234)
!234 = distinct !DILexicalBlock(scope: !219, file: !3, line: 48)
!235 = !DILocation(line: 50, scope: !234)
!236 = !DILocation(line: 51, scope: !219)
!237 = !DILocation(line: 52, scope: !219)
!238 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !196, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!239 = !DILocalVariable(name: "x", arg: 1, scope: !238, file: !3, line: 55, type: !10)
!240 = !DILocation(line: 55, scope: !238)
!241 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !193, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !242, retainedNodes: !53)
!242 = !{!243}
!243 = !DITemplateTypeParameter(name: "T", type: !5)
!244 = !DILocalVariable(name: "arg", arg: 2, scope: !241, file: !3, line: 43, type: !10)
!245 = !DILocation(line: 43, scope: !241)
!246 = !DILocalVariable(name: "f", arg: 1, scope: !241, file: !3, line: 43, type: !195)
!247 = !DILocation(line: 45, scope: !248)
!248 = distinct !DILexicalBlock(scope: !241, file: !3, line: 44)
!249 = !DILocation(line: 46, scope: !248)
!250 = !DILocalVariable(name: "v", scope: !241, file: !3, line: 46, type: !5)
!251 = !DILocation(line: 46, scope: !241)
!252 = !DILocation(line: 47, scope: !253)
!253 = distinct !DILexicalBlock(scope: !241, file: !3, line: 46)
!254 = !DILocation(line: 48, scope: !253)
!255 = !DILocation(line: 49, scope: !256)
!256 = distinct !DILexicalBlock(scope: !241, file: !3, line: 48)
!257 = !DILocation(line: 50, scope: !256)
!258 = !DILocation(line: 51, scope: !241)
!259 = !DILocation(line: 52, scope: !241)
!260 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z", scope: !119, file: !3, line: 112, type: !261, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !265, retainedNodes: !53)
!261 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !262)
!262 = !{null, !263, !10}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!265 = !DISubprogram(name: "operator()", scope: !119, file: !3, line: 112, type: !266, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!266 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !267)
!267 = !{!268, !263, !10}
!268 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!269 = !DILocalVariable(name: "k", arg: 2, scope: !260, file: !3, line: 112, type: !10)
!270 = !DILocation(line: 112, scope: !260)
!271 = !DILocalVariable(name: "this", arg: 1, scope: !260, type: !272, flags: DIFlagArtificial | DIFlagObjectPointer)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 32)
!273 = !DILocation(line: 0, scope: !260)
!274 = !DILocation(line: 113, scope: !260)
!275 = !DILocation(line: 113, scope: !276)
!276 = distinct !DILexicalBlock(scope: !260, file: !3, line: 113)
!277 = !DILocation(line: 114, scope: !260)
!278 = !DILocation(line: 115, scope: !260)
!279 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !178, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!280 = !DILocalVariable(name: "depth", arg: 1, scope: !279, file: !3, line: 63, type: !10)
!281 = !DILocation(line: 63, scope: !279)
!282 = !DILocalVariable(name: "s1", scope: !279, file: !3, line: 64, type: !20)
!283 = !DILocation(line: 64, scope: !279)
!284 = !DILocalVariable(name: "s2", scope: !285, file: !3, line: 66, type: !20)
!285 = distinct !DILexicalBlock(scope: !279, file: !3, line: 65)
!286 = !DILocation(line: 66, scope: !285)
!287 = !DILocalVariable(name: "s3", scope: !288, file: !3, line: 68, type: !20)
!288 = distinct !DILexicalBlock(scope: !285, file: !3, line: 67)
!289 = !DILocation(line: 68, scope: !288)
!290 = !DILocation(line: 69, scope: !288)
!291 = !DILocation(line: 69, scope: !292)
!292 = distinct !DILexicalBlock(scope: !288, file: !3, line: 69)
!293 = !DILocation(line: 70, scope: !288)
!294 = !DILocalVariable(name: "d", scope: !285, file: !3, line: 70, type: !10)
!295 = !DILocation(line: 70, scope: !285)
!296 = !DILocalVariable(name: "s4", scope: !297, file: !3, line: 71, type: !20)
!297 = distinct !DILexicalBlock(scope: !285, file: !3, line: 70)
!298 = !DILocation(line: 71, scope: !297)
!299 = !DILocation(line: 72, scope: !297)
!300 = !DILocation(line: 72, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 72)
!302 = !DILocation(line: 73, scope: !297)
!303 = !DILocation(line: 74, scope: !297)
!304 = !DILocation(line: 75, scope: !285)
!305 = !DILocalVariable(name: "d", scope: !279, file: !3, line: 75, type: !10)
!306 = !DILocation(line: 75, scope: !279)
!307 = !DILocation(line: 76, scope: !308)
!308 = distinct !DILexicalBlock(scope: !279, file: !3, line: 75)
!309 = !DILocation(line: 77, scope: !308)
!310 = !DILocation(line: 78, scope: !279)
!311 = !DILocation(line: 79, scope: !279)
!312 = distinct !DISubprogram(name: "Scope", linkageName: "??0Scope@@QAE@PBD@Z", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !53)
!313 = !DILocalVariable(name: "n", arg: 2, scope: !312, file: !3, line: 59, type: !23)
!314 = !DILocation(line: 59, scope: !312)
!315 = !DILocalVariable(name: "this", arg: 1, scope: !312, type: !316, flags: DIFlagArtificial | DIFlagObjectPointer)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!317 = !DILocation(line: 0, scope: !312)
!318 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QAE@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !53)
!319 = !DILocalVariable(name: "this", arg: 1, scope: !318, type: !316, flags: DIFlagArtificial | DIFlagObjectPointer)
!320 = !DILocation(line: 0, scope: !318)
!321 = !DILocation(line: 60, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !3, line: 60)
!323 = !DILocation(line: 60, scope: !318)
