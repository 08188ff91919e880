; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor13 = type { ptr, ptr, [14 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%rtti.TypeDescriptor3 = type { ptr, ptr, [4 x i8] }
%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

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
@frees = internal global i32 0, align 4, !dbg !78
@"?budget@Fragile@@2HA" = dso_local global i32 0, align 4, !dbg !34
@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", comdat, align 1, !dbg !36
@"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", comdat, align 1, !dbg !41
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@dtors = internal global i32 0, align 4, !dbg !85
@ctors = internal global i32 0, align 4, !dbg !87
@"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@" = linkonce_odr dso_local unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", comdat, align 1, !dbg !46
@"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", comdat, align 1, !dbg !51
@"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", comdat, align 1, !dbg !53
@"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", comdat, align 1, !dbg !58
@"??_R0?AUFragile@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { ptr @"??_7type_info@@6B@", ptr null, [14 x i8] c".?AUFragile@@\00" }, comdat
@"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", comdat, align 1, !dbg !63
@"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", comdat, align 1, !dbg !68
@"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", comdat, align 1, !dbg !73
@"??_C@_07HIAMJGNH@unlucky?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"unlucky\00", comdat, align 1, !dbg !80
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAD@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAD@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, ptr null, ptr null, ptr @_CTA2PAD }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_R0F@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".F\00" }, comdat
@"_CT??_R0F@82" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0F@8", i32 0, i32 -1, i32 0, i32 2, ptr null }, section ".xdata", comdat
@_CTA1F = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0F@82"] }, section ".xdata", comdat
@_TI1F = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1F }, section ".xdata", comdat
@"??_R0_J@8" = linkonce_odr global %rtti.TypeDescriptor3 { ptr @"??_7type_info@@6B@", ptr null, [4 x i8] c"._J\00" }, comdat
@"_CT??_R0_J@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0_J@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@_CTA1_J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0_J@88"] }, section ".xdata", comdat
@_TI1_J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1_J }, section ".xdata", comdat
@"_CT??_R0?AUFragile@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUFragile@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUFragile@@@84"] }, section ".xdata", comdat
@"_TI1?AUFragile@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Fragile@@QAE@XZ", ptr null, ptr @"_CTA1?AUFragile@@" }, section ".xdata", comdat
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1, !dbg !89
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1, !dbg !94
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1, !dbg !99
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1, !dbg !101
@"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  leave %s\0A\00", comdat, align 1, !dbg !103

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) #0 !dbg !115 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !121, !DIExpression(), !122)
  %3 = load i32, ptr @allocs, align 4, !dbg !122
  %4 = add nsw i32 %3, 1, !dbg !122
  store i32 %4, ptr @allocs, align 4, !dbg !122
  %5 = load i32, ptr %2, align 4, !dbg !122
  %6 = call ptr @malloc(i32 noundef %5) #8, !dbg !122
  ret ptr %6, !dbg !122
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef %0) #0 !dbg !123 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !124, !DIExpression(), !125)
  %3 = load i32, ptr @allocs, align 4, !dbg !125
  %4 = add nsw i32 %3, 1, !dbg !125
  store i32 %4, ptr @allocs, align 4, !dbg !125
  %5 = load i32, ptr %2, align 4, !dbg !125
  %6 = call ptr @malloc(i32 noundef %5) #8, !dbg !125
  ret ptr %6, !dbg !125
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??3@YAXPAX@Z"(ptr noundef %0) #2 !dbg !126 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !129, !DIExpression(), !130)
  %3 = load ptr, ptr %2, align 4, !dbg !130
  %4 = icmp ne ptr %3, null, !dbg !130
  br i1 %4, label %5, label %8, !dbg !130

5:                                                ; preds = %1
  %6 = load i32, ptr @frees, align 4, !dbg !131
  %7 = add nsw i32 %6, 1, !dbg !131
  store i32 %7, ptr @frees, align 4, !dbg !131
  br label %8, !dbg !131

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4, !dbg !130
  call void @free(ptr noundef %9), !dbg !130
  ret void, !dbg !130
}

declare dso_local void @free(ptr noundef) #3

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @"??_V@YAXPAX@Z"(ptr noundef %0) #2 !dbg !133 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !134, !DIExpression(), !135)
  %3 = load ptr, ptr %2, align 4, !dbg !135
  %4 = icmp ne ptr %3, null, !dbg !135
  br i1 %4, label %5, label %8, !dbg !135

5:                                                ; preds = %1
  %6 = load i32, ptr @frees, align 4, !dbg !136
  %7 = add nsw i32 %6, 1, !dbg !136
  store i32 %7, ptr @frees, align 4, !dbg !136
  br label %8, !dbg !136

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4, !dbg !135
  call void @free(ptr noundef %9), !dbg !135
  ret void, !dbg !135
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality ptr @__CxxFrameHandler3 !dbg !138 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %class.anon, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !141, !DIExpression(), !144)
  %13 = invoke noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef 4) #9
          to label %14 unwind label %21, !dbg !144, !heapallocsite !7

14:                                               ; preds = %0
  %15 = invoke x86_thiscallcc noundef ptr @"??0Fragile@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %13, i32 noundef 13)
          to label %16 unwind label %58, !dbg !144

16:                                               ; preds = %14
  store ptr %13, ptr %2, align 4, !dbg !144
  %17 = load ptr, ptr %2, align 4, !dbg !145
  %18 = getelementptr inbounds %struct.Fragile, ptr %17, i32 0, i32 0, !dbg !145
  %19 = load i32, ptr %18, align 4, !dbg !145
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EGMELGGN@unexpected?5?$CFd?6?$AA@", i32 noundef %19)
          to label %57 unwind label %21, !dbg !145

21:                                               ; preds = %16, %58, %0
  %22 = catchswitch within none [label %23] unwind to caller, !dbg !146

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0PAD@8", i32 1, ptr %3], !dbg !146
    #dbg_declare(ptr %3, !147, !DIExpression(), !148)
  %25 = load i32, ptr @frees, align 4, !dbg !149
  %26 = load i32, ptr @allocs, align 4, !dbg !149
  %27 = load ptr, ptr %3, align 4, !dbg !149
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@LMOPBCHC@caught?5?$CFs?5allocs?$DN?$CFd?5frees?$DN?$CFd?6?$AA@", ptr noundef %27, i32 noundef %26, i32 noundef %25) [ "funclet"(token %24) ], !dbg !149
  catchret from %24 to label %29, !dbg !151

29:                                               ; preds = %23
  br label %30, !dbg !151

30:                                               ; preds = %29, %57
  store i32 3, ptr @"?budget@Fragile@@2HA", align 4, !dbg !152
    #dbg_declare(ptr %4, !153, !DIExpression(), !155)
  %31 = invoke noalias noundef nonnull ptr @"??_U@YAPAXI@Z"(i32 noundef 24) #9
          to label %32 unwind label %70, !dbg !155, !heapallocsite !7

32:                                               ; preds = %30
  store i32 5, ptr %31, align 4, !dbg !155
  %33 = getelementptr inbounds i8, ptr %31, i32 4, !dbg !155
  %34 = getelementptr inbounds %struct.Fragile, ptr %33, i32 5, !dbg !155
  br label %35, !dbg !155

35:                                               ; preds = %38, %32
  %36 = phi ptr [ %33, %32 ], [ %39, %38 ], !dbg !155
  %37 = invoke x86_thiscallcc noundef ptr @"??0Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %36)
          to label %38 unwind label %60, !dbg !155

38:                                               ; preds = %35
  %39 = getelementptr inbounds %struct.Fragile, ptr %36, i32 1, !dbg !155
  %40 = icmp eq ptr %39, %34, !dbg !155
  br i1 %40, label %41, label %35, !dbg !155

41:                                               ; preds = %38
  store ptr %33, ptr %4, align 4, !dbg !155
  %42 = load ptr, ptr %4, align 4, !dbg !156
  %43 = icmp eq ptr %42, null, !dbg !156
  br i1 %43, label %56, label %44, !dbg !156

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %42, i32 -4, !dbg !156
  %46 = load i32, ptr %45, align 4, !dbg !156
  %47 = getelementptr inbounds %struct.Fragile, ptr %42, i32 %46, !dbg !156
  %48 = icmp eq ptr %42, %47, !dbg !156
  br i1 %48, label %53, label %49, !dbg !156

49:                                               ; preds = %49, %44
  %50 = phi ptr [ %47, %44 ], [ %51, %49 ], !dbg !156
  %51 = getelementptr inbounds %struct.Fragile, ptr %50, i32 -1, !dbg !156
  call x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %51) #10, !dbg !156
  %52 = icmp eq ptr %51, %42, !dbg !156
  br i1 %52, label %53, label %49, !dbg !156

53:                                               ; preds = %49, %44
  %54 = mul i32 4, %46, !dbg !156
  %55 = add i32 %54, 4, !dbg !156
  call void @"??_V@YAXPAXI@Z"(ptr noundef %45, i32 noundef %55) #11, !dbg !156
  br label %56, !dbg !156

56:                                               ; preds = %53, %41
  br label %80, !dbg !157

57:                                               ; preds = %16
  br label %30, !dbg !146

58:                                               ; preds = %14
  %59 = cleanuppad within none [], !dbg !144
  call void @"??3@YAXPAXI@Z"(ptr noundef %13, i32 noundef 4) #11 [ "funclet"(token %59) ], !dbg !144
  cleanupret from %59 unwind label %21, !dbg !144

60:                                               ; preds = %35
  %61 = cleanuppad within none [], !dbg !155
  %62 = icmp eq ptr %33, %36, !dbg !155
  br i1 %62, label %67, label %63, !dbg !155

63:                                               ; preds = %63, %60
  %64 = phi ptr [ %36, %60 ], [ %65, %63 ], !dbg !155
  %65 = getelementptr inbounds %struct.Fragile, ptr %64, i32 -1, !dbg !155
  call x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %65) #10 [ "funclet"(token %61) ], !dbg !155
  %66 = icmp eq ptr %65, %33, !dbg !155
  br i1 %66, label %67, label %63, !dbg !155

67:                                               ; preds = %63, %60
  cleanupret from %61 unwind label %68, !dbg !155

68:                                               ; preds = %67
  %69 = cleanuppad within none [], !dbg !155
  call void @"??_V@YAXPAXI@Z"(ptr noundef %31, i32 noundef 24) #11 [ "funclet"(token %69) ], !dbg !155
  cleanupret from %69 unwind label %70, !dbg !155

70:                                               ; preds = %68, %30
  %71 = catchswitch within none [label %72] unwind to caller, !dbg !157

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @"??_R0H@8", i32 0, ptr %5], !dbg !157
    #dbg_declare(ptr %5, !158, !DIExpression(), !159)
  %74 = load i32, ptr @frees, align 4, !dbg !160
  %75 = load i32, ptr @dtors, align 4, !dbg !160
  %76 = load i32, ptr @ctors, align 4, !dbg !160
  %77 = load i32, ptr %5, align 4, !dbg !160
  %78 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DG@KJMEIFHD@array?5failed?5at?5budget?5?$CFd?5ctors?$DN@", i32 noundef %77, i32 noundef %76, i32 noundef %75, i32 noundef %74) [ "funclet"(token %73) ], !dbg !160
  catchret from %73 to label %79, !dbg !162

79:                                               ; preds = %72
  br label %80, !dbg !162

80:                                               ; preds = %79, %56
    #dbg_declare(ptr %6, !163, !DIExpression(), !164)
  store i32 0, ptr %6, align 4, !dbg !164
    #dbg_declare(ptr %7, !165, !DIExpression(), !167)
  store i32 0, ptr %7, align 4, !dbg !167
  br label %81, !dbg !167

81:                                               ; preds = %95, %80
  %82 = load i32, ptr %7, align 4, !dbg !167
  %83 = icmp slt i32 %82, 5, !dbg !167
  br i1 %83, label %84, label %101, !dbg !167

84:                                               ; preds = %81
  %85 = load i32, ptr %7, align 4, !dbg !168
  %86 = invoke noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %85)
          to label %98 unwind label %87, !dbg !168

87:                                               ; preds = %84
  %88 = catchswitch within none [label %89] unwind to caller, !dbg !172

89:                                               ; preds = %87
  %90 = catchpad within %88 [ptr @"??_R0H@8", i32 0, ptr %8], !dbg !172
    #dbg_declare(ptr %8, !173, !DIExpression(), !174)
  %91 = load i32, ptr %8, align 4, !dbg !175
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MFDHJCBM@spec?5threw?5?$CFd?6?$AA@", i32 noundef %91) [ "funclet"(token %90) ], !dbg !175
  catchret from %90 to label %93, !dbg !177

93:                                               ; preds = %89
  br label %94, !dbg !177

94:                                               ; preds = %93, %98
  br label %95, !dbg !178

95:                                               ; preds = %94
  %96 = load i32, ptr %7, align 4, !dbg !179
  %97 = add nsw i32 %96, 1, !dbg !179
  store i32 %97, ptr %7, align 4, !dbg !179
  br label %81, !dbg !179, !llvm.loop !180

98:                                               ; preds = %84
  %99 = load i32, ptr %6, align 4, !dbg !168
  %100 = add nsw i32 %99, %86, !dbg !168
  store i32 %100, ptr %6, align 4, !dbg !168
  br label %94, !dbg !172

101:                                              ; preds = %81
  %102 = call noundef i32 @"?never@@YAHH@Z"(i32 noundef 1) #10, !dbg !183
  %103 = call noundef i32 @"?nothing@@YAHH@Z"(i32 noundef 1) #10, !dbg !183
  %104 = load i32, ptr %6, align 4, !dbg !183
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@BMECADFL@ok?$DN?$CFd?5nothing?$DN?$CFd?5never?$DN?$CFd?6?$AA@", i32 noundef %104, i32 noundef %103, i32 noundef %102), !dbg !183
  %106 = call noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_short@@YAXH@Z", i32 noundef 1), !dbg !184
  %107 = call noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_long@@YAXH@Z", i32 noundef 3), !dbg !184
  %108 = call noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(ptr noundef @"?throw_short@@YAXH@Z", i32 noundef 7), !dbg !184
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CL@CGCCBEGO@as?5short?5?$CFd?0?5as?5long?5long?5?$CFd?0?5mi@", i32 noundef %108, i32 noundef %107, i32 noundef %106), !dbg !184
    #dbg_declare(ptr %9, !185, !DIExpression(), !190)
  %110 = getelementptr inbounds %class.anon, ptr %9, i32 0, i32 0, !dbg !190
  store ptr %6, ptr %110, align 4, !dbg !190
    #dbg_declare(ptr %10, !191, !DIExpression(), !193)
  store i32 0, ptr %10, align 4, !dbg !193
  br label %111, !dbg !193

111:                                              ; preds = %126, %101
  %112 = load i32, ptr %10, align 4, !dbg !193
  %113 = icmp slt i32 %112, 4, !dbg !193
  br i1 %113, label %114, label %130, !dbg !193

114:                                              ; preds = %111
  %115 = load i32, ptr %10, align 4, !dbg !194
  invoke x86_thiscallcc void @"??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %115)
          to label %129 unwind label %116, !dbg !194

116:                                              ; preds = %114
  %117 = catchswitch within none [label %118] unwind to caller, !dbg !198

118:                                              ; preds = %116
  %119 = catchpad within %117 [ptr @"??_R0?AUFragile@@@8", i32 8, ptr %11], !dbg !198
    #dbg_declare(ptr %11, !199, !DIExpression(), !201)
  %120 = load ptr, ptr %11, align 4, !dbg !202
  %121 = getelementptr inbounds %struct.Fragile, ptr %120, i32 0, i32 0, !dbg !202
  %122 = load i32, ptr %121, align 4, !dbg !202
  %123 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@LKMFKJBO@lambda?5threw?5Fragile?$CI?$CFd?$CJ?6?$AA@", i32 noundef %122) [ "funclet"(token %119) ], !dbg !202
  catchret from %119 to label %124, !dbg !204

124:                                              ; preds = %118
  br label %125, !dbg !204

125:                                              ; preds = %124, %129
  br label %126, !dbg !205

126:                                              ; preds = %125
  %127 = load i32, ptr %10, align 4, !dbg !206
  %128 = add nsw i32 %127, 1, !dbg !206
  store i32 %128, ptr %10, align 4, !dbg !206
  br label %111, !dbg !206, !llvm.loop !207

129:                                              ; preds = %114
  br label %125, !dbg !198

130:                                              ; preds = %111
    #dbg_declare(ptr %12, !209, !DIExpression(), !211)
  store i32 0, ptr %12, align 4, !dbg !211
  br label %131, !dbg !211

131:                                              ; preds = %139, %130
  %132 = load i32, ptr %12, align 4, !dbg !211
  %133 = icmp slt i32 %132, 3, !dbg !211
  br i1 %133, label %134, label %142, !dbg !211

134:                                              ; preds = %131
  %135 = load i32, ptr %12, align 4, !dbg !212
  %136 = call noundef i32 @"?layered@@YAHH@Z"(i32 noundef %135), !dbg !212
  %137 = load i32, ptr %12, align 4, !dbg !212
  %138 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@DBGAMLJK@layered?$CI?$CFd?$CJ?5?$DN?5?$CFd?6?$AA@", i32 noundef %137, i32 noundef %136), !dbg !212
  br label %139, !dbg !212

139:                                              ; preds = %134
  %140 = load i32, ptr %12, align 4, !dbg !212
  %141 = add nsw i32 %140, 1, !dbg !212
  store i32 %141, ptr %12, align 4, !dbg !212
  br label %131, !dbg !212, !llvm.loop !214

142:                                              ; preds = %131
  %143 = load i32, ptr %6, align 4, !dbg !215
  %144 = load i32, ptr @dtors, align 4, !dbg !215
  %145 = load i32, ptr @ctors, align 4, !dbg !215
  %146 = load i32, ptr @frees, align 4, !dbg !215
  %147 = load i32, ptr @allocs, align 4, !dbg !215
  %148 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DC@MLGDAABD@final?5allocs?$DN?$CFd?5frees?$DN?$CFd?5ctors?$DN?$CF@", i32 noundef %147, i32 noundef %146, i32 noundef %145, i32 noundef %144, i32 noundef %143), !dbg !215
  ret i32 0, !dbg !216
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Fragile@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !217 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !218, !DIExpression(), !219)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !220, !DIExpression(), !221)
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Fragile, ptr %6, i32 0, i32 0, !dbg !219
  %8 = load i32, ptr %3, align 4, !dbg !219
  store i32 %8, ptr %7, align 4, !dbg !219
  %9 = load i32, ptr %3, align 4, !dbg !222
  %10 = icmp eq i32 %9, 13, !dbg !222
  br i1 %10, label %11, label %12, !dbg !222

11:                                               ; preds = %2
  store ptr @"??_C@_07HIAMJGNH@unlucky?$AA@", ptr %5, align 4, !dbg !224
  call void @_CxxThrowException(ptr %5, ptr @_TIC2PAD) #12, !dbg !224
  unreachable, !dbg !224

12:                                               ; preds = %2
  %13 = load i32, ptr @ctors, align 4, !dbg !226
  %14 = add nsw i32 %13, 1, !dbg !226
  store i32 %14, ptr @ctors, align 4, !dbg !226
  ret ptr %6, !dbg !227
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Fragile@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !228 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !229, !DIExpression(), !230)
  %4 = load ptr, ptr %2, align 4
  %5 = getelementptr inbounds %struct.Fragile, ptr %4, i32 0, i32 0, !dbg !231
  %6 = load i32, ptr @"?budget@Fragile@@2HA", align 4, !dbg !231
  store i32 %6, ptr %5, align 4, !dbg !231
  %7 = load i32, ptr @"?budget@Fragile@@2HA", align 4, !dbg !232
  %8 = add nsw i32 %7, -1, !dbg !232
  store i32 %8, ptr @"?budget@Fragile@@2HA", align 4, !dbg !232
  %9 = icmp slt i32 %8, 0, !dbg !232
  br i1 %9, label %10, label %12, !dbg !232

10:                                               ; preds = %1
  %11 = load i32, ptr @"?budget@Fragile@@2HA", align 4, !dbg !234
  store i32 %11, ptr %3, align 4, !dbg !234
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #12, !dbg !234
  unreachable, !dbg !234

12:                                               ; preds = %1
  %13 = load i32, ptr @ctors, align 4, !dbg !236
  %14 = add nsw i32 %13, 1, !dbg !236
  store i32 %14, ptr @ctors, align 4, !dbg !236
  ret ptr %4, !dbg !237
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Fragile@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !238 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !239, !DIExpression(), !240)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @dtors, align 4, !dbg !241
  %5 = add nsw i32 %4, 1, !dbg !241
  store i32 %5, ptr @dtors, align 4, !dbg !241
  ret void, !dbg !243
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??_V@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?only_ints@@YAHH@Z"(i32 noundef %0) #5 !dbg !244 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !247, !DIExpression(), !248)
  %4 = load i32, ptr %2, align 4, !dbg !249
  %5 = icmp sgt i32 %4, 2, !dbg !249
  br i1 %5, label %6, label %9, !dbg !249

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !250
  %8 = mul nsw i32 %7, 2, !dbg !250
  store i32 %8, ptr %3, align 4, !dbg !250
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #12, !dbg !250
  unreachable, !dbg !250

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4, !dbg !252
  ret i32 %10, !dbg !252
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?never@@YAHH@Z"(i32 noundef %0) #7 !dbg !253 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !254, !DIExpression(), !255)
  %3 = load i32, ptr %2, align 4, !dbg !255
  %4 = sub nsw i32 %3, 1, !dbg !255
  ret i32 %4, !dbg !255
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?nothing@@YAHH@Z"(i32 noundef %0) #7 !dbg !256 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !257, !DIExpression(), !258)
  %3 = load i32, ptr %2, align 4, !dbg !258
  %4 = add nsw i32 %3, 1, !dbg !258
  ret i32 %4, !dbg !258
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@H@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 !dbg !259 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !267, !DIExpression(), !268)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !269, !DIExpression(), !268)
  %7 = load ptr, ptr %5, align 4, !dbg !270
  %8 = load i32, ptr %4, align 4, !dbg !270
  invoke void %7(i32 noundef %8)
          to label %16 unwind label %9, !dbg !270

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %14] unwind to caller, !dbg !272

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0H@8", i32 0, ptr %6], !dbg !272
    #dbg_declare(ptr %6, !273, !DIExpression(), !274)
  %13 = load i32, ptr %6, align 4, !dbg !275
  store i32 %13, ptr %3, align 4, !dbg !275
  catchret from %12 to label %18, !dbg !277

14:                                               ; preds = %9
  %15 = catchpad within %10 [ptr null, i32 64, ptr null], !dbg !272
  store i32 -1, ptr %3, align 4, !dbg !278
  catchret from %15 to label %17, !dbg !280

16:                                               ; preds = %2
  br label %19, !dbg !272

17:                                               ; preds = %14
  br label %20

18:                                               ; preds = %11
  br label %20

19:                                               ; preds = %16
  store i32 0, ptr %3, align 4, !dbg !281
  br label %20, !dbg !281

20:                                               ; preds = %19, %18, %17
  %21 = load i32, ptr %3, align 4, !dbg !282
  ret i32 %21, !dbg !282
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_short@@YAXH@Z"(i32 noundef %0) #5 !dbg !283 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !284, !DIExpression(), !285)
  %4 = load i32, ptr %2, align 4, !dbg !285
  %5 = trunc i32 %4 to i16, !dbg !285
  store i16 %5, ptr %3, align 2, !dbg !285
  call void @_CxxThrowException(ptr %3, ptr @_TI1F) #12, !dbg !285
  unreachable, !dbg !285
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@_J@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 !dbg !286 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i64, align 8
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !289, !DIExpression(), !290)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !291, !DIExpression(), !290)
  %7 = load ptr, ptr %5, align 4, !dbg !292
  %8 = load i32, ptr %4, align 4, !dbg !292
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !292

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !294

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0_J@8", i32 0, ptr %6], !dbg !294
    #dbg_declare(ptr %6, !295, !DIExpression(), !296)
  %13 = load i64, ptr %6, align 8, !dbg !297
  %14 = trunc i64 %13 to i32, !dbg !297
  store i32 %14, ptr %3, align 4, !dbg !297
  catchret from %12 to label %19, !dbg !299

15:                                               ; preds = %9
  %16 = catchpad within %10 [ptr null, i32 64, ptr null], !dbg !294
  store i32 -1, ptr %3, align 4, !dbg !300
  catchret from %16 to label %18, !dbg !302

17:                                               ; preds = %2
  br label %20, !dbg !294

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, ptr %3, align 4, !dbg !303
  br label %21, !dbg !303

21:                                               ; preds = %20, %19, %18
  %22 = load i32, ptr %3, align 4, !dbg !304
  ret i32 %22, !dbg !304
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_long@@YAXH@Z"(i32 noundef %0) #5 !dbg !305 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !306, !DIExpression(), !307)
  %4 = load i32, ptr %2, align 4, !dbg !307
  %5 = sext i32 %4 to i64, !dbg !307
  %6 = mul nsw i64 %5, 1000, !dbg !307
  store i64 %6, ptr %3, align 8, !dbg !307
  call void @_CxxThrowException(ptr %3, ptr @_TI1_J) #12, !dbg !307
  unreachable, !dbg !307
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"??$catch_as@F@@YAHP6AXH@ZH@Z"(ptr noundef %0, i32 noundef %1) #5 personality ptr @__CxxFrameHandler3 !dbg !308 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i16, align 2
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !311, !DIExpression(), !312)
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !313, !DIExpression(), !312)
  %7 = load ptr, ptr %5, align 4, !dbg !314
  %8 = load i32, ptr %4, align 4, !dbg !314
  invoke void %7(i32 noundef %8)
          to label %17 unwind label %9, !dbg !314

9:                                                ; preds = %2
  %10 = catchswitch within none [label %11, label %15] unwind to caller, !dbg !316

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0F@8", i32 0, ptr %6], !dbg !316
    #dbg_declare(ptr %6, !317, !DIExpression(), !318)
  %13 = load i16, ptr %6, align 2, !dbg !319
  %14 = sext i16 %13 to i32, !dbg !319
  store i32 %14, ptr %3, align 4, !dbg !319
  catchret from %12 to label %19, !dbg !321

15:                                               ; preds = %9
  %16 = catchpad within %10 [ptr null, i32 64, ptr null], !dbg !316
  store i32 -1, ptr %3, align 4, !dbg !322
  catchret from %16 to label %18, !dbg !324

17:                                               ; preds = %2
  br label %20, !dbg !316

18:                                               ; preds = %15
  br label %21

19:                                               ; preds = %11
  br label %21

20:                                               ; preds = %17
  store i32 0, ptr %3, align 4, !dbg !325
  br label %21, !dbg !325

21:                                               ; preds = %20, %19, %18
  %22 = load i32, ptr %3, align 4, !dbg !326
  ret i32 %22, !dbg !326
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc void @"??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 align 2 !dbg !327 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Fragile, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !333, !DIExpression(), !334)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !335, !DIExpression(), !337)
  %6 = load ptr, ptr %4, align 4
  %7 = load i32, ptr %3, align 4, !dbg !338
  %8 = and i32 %7, 1, !dbg !338
  %9 = icmp ne i32 %8, 0, !dbg !338
  br i1 %9, label %10, label %14, !dbg !338

10:                                               ; preds = %2
  %11 = load i32, ptr %3, align 4, !dbg !339
  %12 = mul nsw i32 %11, 3, !dbg !339
  %13 = call x86_thiscallcc noundef ptr @"??0Fragile@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %12), !dbg !339
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUFragile@@") #12, !dbg !339
  unreachable, !dbg !339

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4, !dbg !341
  %16 = getelementptr inbounds %class.anon, ptr %6, i32 0, i32 0, !dbg !341
  %17 = load ptr, ptr %16, align 4, !dbg !341
  %18 = load i32, ptr %17, align 4, !dbg !341
  %19 = add nsw i32 %18, %15, !dbg !341
  store i32 %19, ptr %17, align 4, !dbg !341
  ret void, !dbg !342
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?layered@@YAHH@Z"(i32 noundef %0) #5 personality ptr @__CxxFrameHandler3 !dbg !343 {
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
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !344, !DIExpression(), !345)
    #dbg_declare(ptr %4, !346, !DIExpression(), !347)
  %13 = call x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@"), !dbg !347
    #dbg_declare(ptr %5, !348, !DIExpression(), !350)
  %14 = invoke x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@")
          to label %15 unwind label %47, !dbg !350

15:                                               ; preds = %1
    #dbg_declare(ptr %6, !351, !DIExpression(), !353)
  %16 = invoke x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef @"??_C@_05MPCIFLGN@inner?$AA@")
          to label %17 unwind label %25, !dbg !353

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4, !dbg !354
  %19 = icmp sgt i32 %18, 0, !dbg !354
  br i1 %19, label %20, label %22, !dbg !354

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4, !dbg !355
  store i32 %21, ptr %7, align 4, !dbg !355
  invoke void @_CxxThrowException(ptr %7, ptr @_TI1H) #12
          to label %59 unwind label %23, !dbg !355

22:                                               ; preds = %17
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #10, !dbg !357
  br label %41, !dbg !357

23:                                               ; preds = %20
  %24 = cleanuppad within none [], !dbg !357
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #10 [ "funclet"(token %24) ], !dbg !357
  cleanupret from %24 unwind label %25, !dbg !357

25:                                               ; preds = %23, %15
  %26 = catchswitch within none [label %27] unwind label %45, !dbg !357

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr %8], !dbg !357
    #dbg_declare(ptr %8, !358, !DIExpression(), !359)
    #dbg_declare(ptr %9, !360, !DIExpression(), !362)
  %29 = invoke x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %28) ]
          to label %30 unwind label %45, !dbg !362

30:                                               ; preds = %27
  %31 = load i32, ptr %8, align 4, !dbg !363
  %32 = icmp sgt i32 %31, 1, !dbg !363
  br i1 %32, label %33, label %36, !dbg !363

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4, !dbg !364
  %35 = add nsw i32 %34, 10, !dbg !364
  store i32 %35, ptr %10, align 4, !dbg !364
  invoke void @_CxxThrowException(ptr %10, ptr @_TI1H) #12 [ "funclet"(token %28) ]
          to label %59 unwind label %38, !dbg !364

36:                                               ; preds = %30
  %37 = load i32, ptr %8, align 4, !dbg !366
  store i32 %37, ptr %2, align 4, !dbg !366
  store i32 1, ptr %11, align 4
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #10 [ "funclet"(token %28) ], !dbg !367
  catchret from %28 to label %40, !dbg !367

38:                                               ; preds = %33
  %39 = cleanuppad within %28 [], !dbg !367
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #10 [ "funclet"(token %39) ], !dbg !367
  cleanupret from %39 unwind label %45, !dbg !367

40:                                               ; preds = %36
  br label %42

41:                                               ; preds = %22
  store i32 0, ptr %11, align 4, !dbg !368
  br label %42, !dbg !368

42:                                               ; preds = %41, %40
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %5) #10, !dbg !368
  %43 = load i32, ptr %11, align 4
  switch i32 %43, label %55 [
    i32 0, label %44
  ]

44:                                               ; preds = %42
  br label %54, !dbg !368

45:                                               ; preds = %38, %27, %25
  %46 = cleanuppad within none [], !dbg !368
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %5) #10 [ "funclet"(token %46) ], !dbg !368
  cleanupret from %46 unwind label %47, !dbg !368

47:                                               ; preds = %45, %1
  %48 = catchswitch within none [label %49] unwind label %57, !dbg !368

49:                                               ; preds = %47
  %50 = catchpad within %48 [ptr @"??_R0H@8", i32 0, ptr %12], !dbg !368
    #dbg_declare(ptr %12, !369, !DIExpression(), !370)
  %51 = load i32, ptr %12, align 4, !dbg !371
  %52 = mul nsw i32 %51, 100, !dbg !371
  store i32 %52, ptr %2, align 4, !dbg !371
  store i32 1, ptr %11, align 4
  catchret from %50 to label %53, !dbg !373

53:                                               ; preds = %49
  br label %55

54:                                               ; preds = %44
  store i32 0, ptr %2, align 4, !dbg !374
  store i32 1, ptr %11, align 4
  br label %55, !dbg !374

55:                                               ; preds = %54, %53, %42
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #10, !dbg !375
  %56 = load i32, ptr %2, align 4, !dbg !375
  ret i32 %56, !dbg !375

57:                                               ; preds = %47
  %58 = cleanuppad within none [], !dbg !375
  call x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #10 [ "funclet"(token %58) ], !dbg !375
  cleanupret from %58 unwind to caller, !dbg !375

59:                                               ; preds = %33, %20
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Scope@@QAE@PBD@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #7 comdat align 2 !dbg !376 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
    #dbg_declare(ptr %3, !377, !DIExpression(), !378)
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !379, !DIExpression(), !381)
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !378
  %7 = load ptr, ptr %3, align 4, !dbg !378
  store ptr %7, ptr %6, align 4, !dbg !378
  ret ptr %5, !dbg !378
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Scope@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 personality ptr @__CxxFrameHandler3 !dbg !382 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !383, !DIExpression(), !384)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !385
  %5 = load ptr, ptr %4, align 4, !dbg !385
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PGBNNIPM@?5?5leave?5?$CFs?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8, !dbg !385

7:                                                ; preds = %1
  ret void, !dbg !387

8:                                                ; preds = %1
  %9 = cleanuppad within none [], !dbg !385
  call void @__std_terminate() #13 [ "funclet"(token %9) ], !dbg !385
  unreachable, !dbg !385
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { allocsize(0) }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
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
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "?budget@Fragile@@2HA", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 1, !"NumRegisterParameters", i32 0}
!109 = !{i32 2, !"CodeView", i32 1}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 2}
!112 = !{i32 7, !"frame-pointer", i32 2}
!113 = !{i32 1, !"MaxTLSAlign", i32 65536}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "operator new", linkageName: "??2@YAPAXI@Z", scope: !3, file: !3, line: 15, type: !116, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!119 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!120 = !{}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 15, type: !119)
!122 = !DILocation(line: 15, scope: !115)
!123 = distinct !DISubprogram(name: "operator new[]", linkageName: "??_U@YAPAXI@Z", scope: !3, file: !3, line: 16, type: !116, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!124 = !DILocalVariable(name: "n", arg: 1, scope: !123, file: !3, line: 16, type: !119)
!125 = !DILocation(line: 16, scope: !123)
!126 = distinct !DISubprogram(name: "operator delete", linkageName: "??3@YAXPAX@Z", scope: !3, file: !3, line: 17, type: !127, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !118}
!129 = !DILocalVariable(name: "p", arg: 1, scope: !126, file: !3, line: 17, type: !118)
!130 = !DILocation(line: 17, scope: !126)
!131 = !DILocation(line: 17, scope: !132)
!132 = distinct !DILexicalBlock(scope: !126, file: !3, line: 17)
!133 = distinct !DISubprogram(name: "operator delete[]", linkageName: "??_V@YAXPAX@Z", scope: !3, file: !3, line: 18, type: !127, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!134 = !DILocalVariable(name: "p", arg: 1, scope: !133, file: !3, line: 18, type: !118)
!135 = !DILocation(line: 18, scope: !133)
!136 = !DILocation(line: 18, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 18)
!138 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !139, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!139 = !DISubroutineType(types: !140)
!140 = !{!10}
!141 = !DILocalVariable(name: "f", scope: !142, file: !3, line: 84, type: !143)
!142 = distinct !DILexicalBlock(scope: !138, file: !3, line: 83)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!144 = !DILocation(line: 84, scope: !142)
!145 = !DILocation(line: 85, scope: !142)
!146 = !DILocation(line: 86, scope: !142)
!147 = !DILocalVariable(name: "msg", scope: !138, file: !3, line: 86, type: !23)
!148 = !DILocation(line: 86, scope: !138)
!149 = !DILocation(line: 87, scope: !150)
!150 = distinct !DILexicalBlock(scope: !138, file: !3, line: 86)
!151 = !DILocation(line: 88, scope: !150)
!152 = !DILocation(line: 91, scope: !138)
!153 = !DILocalVariable(name: "arr", scope: !154, file: !3, line: 93, type: !143)
!154 = distinct !DILexicalBlock(scope: !138, file: !3, line: 92)
!155 = !DILocation(line: 93, scope: !154)
!156 = !DILocation(line: 94, scope: !154)
!157 = !DILocation(line: 95, scope: !154)
!158 = !DILocalVariable(name: "b", scope: !138, file: !3, line: 95, type: !10)
!159 = !DILocation(line: 95, scope: !138)
!160 = !DILocation(line: 96, scope: !161)
!161 = distinct !DILexicalBlock(scope: !138, file: !3, line: 95)
!162 = !DILocation(line: 97, scope: !161)
!163 = !DILocalVariable(name: "ok", scope: !138, file: !3, line: 99, type: !10)
!164 = !DILocation(line: 99, scope: !138)
!165 = !DILocalVariable(name: "i", scope: !166, file: !3, line: 100, type: !10)
!166 = distinct !DILexicalBlock(scope: !138, file: !3, line: 100)
!167 = !DILocation(line: 100, scope: !166)
!168 = !DILocation(line: 102, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 101)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 100)
!171 = distinct !DILexicalBlock(scope: !166, file: !3, line: 100)
!172 = !DILocation(line: 103, scope: !169)
!173 = !DILocalVariable(name: "e", scope: !170, file: !3, line: 103, type: !10)
!174 = !DILocation(line: 103, scope: !170)
!175 = !DILocation(line: 104, scope: !176)
!176 = distinct !DILexicalBlock(scope: !170, file: !3, line: 103)
!177 = !DILocation(line: 105, scope: !176)
!178 = !DILocation(line: 106, scope: !170)
!179 = !DILocation(line: 100, scope: !171)
!180 = distinct !{!180, !167, !181, !182}
!181 = !DILocation(line: 106, scope: !166)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !DILocation(line: 107, scope: !138)
!184 = !DILocation(line: 109, scope: !138)
!185 = !DILocalVariable(name: "thrower", scope: !138, file: !3, line: 112, type: !186)
!186 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !138, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !187, identifier: ".?AV<lambda_0>@?0??main@@9@")
!187 = !{!188}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !186, file: !3, line: 112, baseType: !189, size: 32)
!189 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!190 = !DILocation(line: 112, scope: !138)
!191 = !DILocalVariable(name: "k", scope: !192, file: !3, line: 116, type: !10)
!192 = distinct !DILexicalBlock(scope: !138, file: !3, line: 116)
!193 = !DILocation(line: 116, scope: !192)
!194 = !DILocation(line: 118, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 117)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 116)
!197 = distinct !DILexicalBlock(scope: !192, file: !3, line: 116)
!198 = !DILocation(line: 119, scope: !195)
!199 = !DILocalVariable(name: "f", scope: !196, file: !3, line: 119, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!201 = !DILocation(line: 119, scope: !196)
!202 = !DILocation(line: 120, scope: !203)
!203 = distinct !DILexicalBlock(scope: !196, file: !3, line: 119)
!204 = !DILocation(line: 121, scope: !203)
!205 = !DILocation(line: 122, scope: !196)
!206 = !DILocation(line: 116, scope: !197)
!207 = distinct !{!207, !193, !208, !182}
!208 = !DILocation(line: 122, scope: !192)
!209 = !DILocalVariable(name: "d", scope: !210, file: !3, line: 124, type: !10)
!210 = distinct !DILexicalBlock(scope: !138, file: !3, line: 124)
!211 = !DILocation(line: 124, scope: !210)
!212 = !DILocation(line: 124, scope: !213)
!213 = distinct !DILexicalBlock(scope: !210, file: !3, line: 124)
!214 = distinct !{!214, !211, !211, !182}
!215 = !DILocation(line: 125, scope: !138)
!216 = !DILocation(line: 126, scope: !138)
!217 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@H@Z", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !120)
!218 = !DILocalVariable(name: "x", arg: 2, scope: !217, file: !3, line: 27, type: !10)
!219 = !DILocation(line: 27, scope: !217)
!220 = !DILocalVariable(name: "this", arg: 1, scope: !217, type: !143, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = !DILocation(line: 0, scope: !217)
!222 = !DILocation(line: 28, scope: !223)
!223 = distinct !DILexicalBlock(scope: !217, file: !3, line: 27)
!224 = !DILocation(line: 28, scope: !225)
!225 = distinct !DILexicalBlock(scope: !223, file: !3, line: 28)
!226 = !DILocation(line: 29, scope: !223)
!227 = !DILocation(line: 30, scope: !217)
!228 = distinct !DISubprogram(name: "Fragile", linkageName: "??0Fragile@@QAE@XZ", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !120)
!229 = !DILocalVariable(name: "this", arg: 1, scope: !228, type: !143, flags: DIFlagArtificial | DIFlagObjectPointer)
!230 = !DILocation(line: 0, scope: !228)
!231 = !DILocation(line: 23, scope: !228)
!232 = !DILocation(line: 24, scope: !233)
!233 = distinct !DILexicalBlock(scope: !228, file: !3, line: 23)
!234 = !DILocation(line: 24, scope: !235)
!235 = distinct !DILexicalBlock(scope: !233, file: !3, line: 24)
!236 = !DILocation(line: 25, scope: !233)
!237 = !DILocation(line: 26, scope: !228)
!238 = distinct !DISubprogram(name: "~Fragile", linkageName: "??1Fragile@@QAE@XZ", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !120)
!239 = !DILocalVariable(name: "this", arg: 1, scope: !238, type: !143, flags: DIFlagArtificial | DIFlagObjectPointer)
!240 = !DILocation(line: 0, scope: !238)
!241 = !DILocation(line: 31, scope: !242)
!242 = distinct !DILexicalBlock(scope: !238, file: !3, line: 31)
!243 = !DILocation(line: 31, scope: !238)
!244 = distinct !DISubprogram(name: "only_ints", linkageName: "?only_ints@@YAHH@Z", scope: !3, file: !3, line: 36, type: !245, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!245 = !DISubroutineType(types: !246)
!246 = !{!10, !10}
!247 = !DILocalVariable(name: "x", arg: 1, scope: !244, file: !3, line: 36, type: !10)
!248 = !DILocation(line: 36, scope: !244)
!249 = !DILocation(line: 37, scope: !244)
!250 = !DILocation(line: 37, scope: !251)
!251 = distinct !DILexicalBlock(scope: !244, file: !3, line: 37)
!252 = !DILocation(line: 38, scope: !244)
!253 = distinct !DISubprogram(name: "never", linkageName: "?never@@YAHH@Z", scope: !3, file: !3, line: 41, type: !245, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!254 = !DILocalVariable(name: "x", arg: 1, scope: !253, file: !3, line: 41, type: !10)
!255 = !DILocation(line: 41, scope: !253)
!256 = distinct !DISubprogram(name: "nothing", linkageName: "?nothing@@YAHH@Z", scope: !3, file: !3, line: 40, type: !245, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!257 = !DILocalVariable(name: "x", arg: 1, scope: !256, file: !3, line: 40, type: !10)
!258 = !DILocation(line: 40, scope: !256)
!259 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "??$catch_as@H@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !260, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !265, retainedNodes: !120)
!260 = !DISubroutineType(types: !261)
!261 = !{!10, !262, !10}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 32)
!263 = !DISubroutineType(types: !264)
!264 = !{null, !10}
!265 = !{!266}
!266 = !DITemplateTypeParameter(name: "T", type: !10)
!267 = !DILocalVariable(name: "arg", arg: 2, scope: !259, file: !3, line: 43, type: !10)
!268 = !DILocation(line: 43, scope: !259)
!269 = !DILocalVariable(name: "f", arg: 1, scope: !259, file: !3, line: 43, type: !262)
!270 = !DILocation(line: 45, scope: !271)
!271 = distinct !DILexicalBlock(scope: !259, file: !3, line: 44)
!272 = !DILocation(line: 46, scope: !271)
!273 = !DILocalVariable(name: "v", scope: !259, file: !3, line: 46, type: !10)
!274 = !DILocation(line: 46, scope: !259)
!275 = !DILocation(line: 47, scope: !276)
!276 = distinct !DILexicalBlock(scope: !259, file: !3, line: 46)
!277 = !DILocation(line: 48, scope: !276)
!278 = !DILocation(line: 49, scope: !279)
!279 = distinct !DILexicalBlock(scope: !259, file: !3, line: 48)
!280 = !DILocation(line: 50, scope: !279)
!281 = !DILocation(line: 51, scope: !259)
!282 = !DILocation(line: 52, scope: !259)
!283 = distinct !DISubprogram(name: "throw_short", linkageName: "?throw_short@@YAXH@Z", scope: !3, file: !3, line: 54, type: !263, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!284 = !DILocalVariable(name: "x", arg: 1, scope: !283, file: !3, line: 54, type: !10)
!285 = !DILocation(line: 54, scope: !283)
!286 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "??$catch_as@_J@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !260, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !287, retainedNodes: !120)
!287 = !{!288}
!288 = !DITemplateTypeParameter(name: "T", type: !6)
!289 = !DILocalVariable(name: "arg", arg: 2, scope: !286, file: !3, line: 43, type: !10)
!290 = !DILocation(line: 43, scope: !286)
!291 = !DILocalVariable(name: "f", arg: 1, scope: !286, file: !3, line: 43, type: !262)
!292 = !DILocation(line: 45, scope: !293)
!293 = distinct !DILexicalBlock(scope: !286, file: !3, line: 44)
!294 = !DILocation(line: 46, scope: !293)
!295 = !DILocalVariable(name: "v", scope: !286, file: !3, line: 46, type: !6)
!296 = !DILocation(line: 46, scope: !286)
!297 = !DILocation(line: 47, scope: !298)
!298 = distinct !DILexicalBlock(scope: !286, file: !3, line: 46)
!299 = !DILocation(line: 48, scope: !298)
!300 = !DILocation(line: 49, scope: !301)
!301 = distinct !DILexicalBlock(scope: !286, file: !3, line: 48)
!302 = !DILocation(line: 50, scope: !301)
!303 = !DILocation(line: 51, scope: !286)
!304 = !DILocation(line: 52, scope: !286)
!305 = distinct !DISubprogram(name: "throw_long", linkageName: "?throw_long@@YAXH@Z", scope: !3, file: !3, line: 55, type: !263, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!306 = !DILocalVariable(name: "x", arg: 1, scope: !305, file: !3, line: 55, type: !10)
!307 = !DILocation(line: 55, scope: !305)
!308 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "??$catch_as@F@@YAHP6AXH@ZH@Z", scope: !3, file: !3, line: 43, type: !260, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !309, retainedNodes: !120)
!309 = !{!310}
!310 = !DITemplateTypeParameter(name: "T", type: !5)
!311 = !DILocalVariable(name: "arg", arg: 2, scope: !308, file: !3, line: 43, type: !10)
!312 = !DILocation(line: 43, scope: !308)
!313 = !DILocalVariable(name: "f", arg: 1, scope: !308, file: !3, line: 43, type: !262)
!314 = !DILocation(line: 45, scope: !315)
!315 = distinct !DILexicalBlock(scope: !308, file: !3, line: 44)
!316 = !DILocation(line: 46, scope: !315)
!317 = !DILocalVariable(name: "v", scope: !308, file: !3, line: 46, type: !5)
!318 = !DILocation(line: 46, scope: !308)
!319 = !DILocation(line: 47, scope: !320)
!320 = distinct !DILexicalBlock(scope: !308, file: !3, line: 46)
!321 = !DILocation(line: 48, scope: !320)
!322 = !DILocation(line: 49, scope: !323)
!323 = distinct !DILexicalBlock(scope: !308, file: !3, line: 48)
!324 = !DILocation(line: 50, scope: !323)
!325 = !DILocation(line: 51, scope: !308)
!326 = !DILocation(line: 52, scope: !308)
!327 = distinct !DISubprogram(name: "operator()", linkageName: "??R<lambda_0>@?0??main@@9@QBE?A?<auto>@@H@Z", scope: !186, file: !3, line: 112, type: !328, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !332, retainedNodes: !120)
!328 = !DISubroutineType(cc: DW_CC_BORLAND_thiscall, types: !329)
!329 = !{null, !330, !10}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !186)
!332 = !DISubprogram(name: "operator()", scope: !186, file: !3, line: 112, type: !328, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!333 = !DILocalVariable(name: "k", arg: 2, scope: !327, file: !3, line: 112, type: !10)
!334 = !DILocation(line: 112, scope: !327)
!335 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !336, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 32)
!337 = !DILocation(line: 0, scope: !327)
!338 = !DILocation(line: 113, scope: !327)
!339 = !DILocation(line: 113, scope: !340)
!340 = distinct !DILexicalBlock(scope: !327, file: !3, line: 113)
!341 = !DILocation(line: 114, scope: !327)
!342 = !DILocation(line: 115, scope: !327)
!343 = distinct !DISubprogram(name: "layered", linkageName: "?layered@@YAHH@Z", scope: !3, file: !3, line: 63, type: !245, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !120)
!344 = !DILocalVariable(name: "depth", arg: 1, scope: !343, file: !3, line: 63, type: !10)
!345 = !DILocation(line: 63, scope: !343)
!346 = !DILocalVariable(name: "s1", scope: !343, file: !3, line: 64, type: !20)
!347 = !DILocation(line: 64, scope: !343)
!348 = !DILocalVariable(name: "s2", scope: !349, file: !3, line: 66, type: !20)
!349 = distinct !DILexicalBlock(scope: !343, file: !3, line: 65)
!350 = !DILocation(line: 66, scope: !349)
!351 = !DILocalVariable(name: "s3", scope: !352, file: !3, line: 68, type: !20)
!352 = distinct !DILexicalBlock(scope: !349, file: !3, line: 67)
!353 = !DILocation(line: 68, scope: !352)
!354 = !DILocation(line: 69, scope: !352)
!355 = !DILocation(line: 69, scope: !356)
!356 = distinct !DILexicalBlock(scope: !352, file: !3, line: 69)
!357 = !DILocation(line: 70, scope: !352)
!358 = !DILocalVariable(name: "d", scope: !349, file: !3, line: 70, type: !10)
!359 = !DILocation(line: 70, scope: !349)
!360 = !DILocalVariable(name: "s4", scope: !361, file: !3, line: 71, type: !20)
!361 = distinct !DILexicalBlock(scope: !349, file: !3, line: 70)
!362 = !DILocation(line: 71, scope: !361)
!363 = !DILocation(line: 72, scope: !361)
!364 = !DILocation(line: 72, scope: !365)
!365 = distinct !DILexicalBlock(scope: !361, file: !3, line: 72)
!366 = !DILocation(line: 73, scope: !361)
!367 = !DILocation(line: 74, scope: !361)
!368 = !DILocation(line: 75, scope: !349)
!369 = !DILocalVariable(name: "d", scope: !343, file: !3, line: 75, type: !10)
!370 = !DILocation(line: 75, scope: !343)
!371 = !DILocation(line: 76, scope: !372)
!372 = distinct !DILexicalBlock(scope: !343, file: !3, line: 75)
!373 = !DILocation(line: 77, scope: !372)
!374 = !DILocation(line: 78, scope: !343)
!375 = !DILocation(line: 79, scope: !343)
!376 = distinct !DISubprogram(name: "Scope", linkageName: "??0Scope@@QAE@PBD@Z", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !120)
!377 = !DILocalVariable(name: "n", arg: 2, scope: !376, file: !3, line: 59, type: !23)
!378 = !DILocation(line: 59, scope: !376)
!379 = !DILocalVariable(name: "this", arg: 1, scope: !376, type: !380, flags: DIFlagArtificial | DIFlagObjectPointer)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!381 = !DILocation(line: 0, scope: !376)
!382 = distinct !DISubprogram(name: "~Scope", linkageName: "??1Scope@@QAE@XZ", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !120)
!383 = !DILocalVariable(name: "this", arg: 1, scope: !382, type: !380, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DILocation(line: 0, scope: !382)
!385 = !DILocation(line: 60, scope: !386)
!386 = distinct !DILexicalBlock(scope: !382, file: !3, line: 60)
!387 = !DILocation(line: 60, scope: !382)
