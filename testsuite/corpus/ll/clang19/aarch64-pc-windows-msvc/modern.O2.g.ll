; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { ptr, i32 }

$"?fib@@YAHH@Z" = comdat any

$"??_9Animal@@$B7AA" = comdat any

$"??_GBird@@UEAAPEAXI@Z" = comdat any

$"?sound@Bird@@UEBAPEBDXZ" = comdat any

$"??_GAnimal@@UEAAPEAXI@Z" = comdat any

$"?sound@Animal@@UEBAPEBDXZ" = comdat any

$"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = comdat any

$"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = comdat any

$"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = comdat any

$"??_7Bird@@6B@" = comdat largest

$"??_R4Bird@@6B@" = comdat any

$"??_R0?AUBird@@@8" = comdat any

$"??_R3Bird@@8" = comdat any

$"??_R2Bird@@8" = comdat any

$"??_R1A@?0A@EA@Bird@@8" = comdat any

$"??_R1A@?0A@EA@Animal@@8" = comdat any

$"??_R0?AUAnimal@@@8" = comdat any

$"??_R3Animal@@8" = comdat any

$"??_R2Animal@@8" = comdat any

$"??_7Animal@@6B@" = comdat largest

$"??_R4Animal@@6B@" = comdat any

$"??_C@_03KHICJKCI@?4?4?4?$AA@" = comdat any

$"??_C@_05JMMLJPFM@tweet?$AA@" = comdat any

$"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = comdat any

$"??_C@_0N@GBBELCCM@positive?5int?$AA@" = comdat any

$"??_C@_06BNJCAIGJ@double?$AA@" = comdat any

$"??_C@_05BGEKGIIP@other?$AA@" = comdat any

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 8, !dbg !0
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 8, !dbg !8
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 8, !dbg !13
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 8, !dbg !18
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 8, !dbg !23
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 8, !dbg !28
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 8, !dbg !30
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 8, !dbg !35
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 8, !dbg !40
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 8, !dbg !42
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 8, !dbg !44
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Bird@@6B@", ptr @"??_GBird@@UEAAPEAXI@Z", ptr @"?sound@Bird@@UEBAPEBDXZ"] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Bird@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBird@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Bird@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Animal@@6B@", ptr @"??_GAnimal@@UEAAPEAXI@Z", ptr @"?sound@Animal@@UEBAPEBDXZ"] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Animal@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Animal@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 4, !dbg !46
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 4, !dbg !51
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 4, !dbg !56
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 8, !dbg !61
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4, !dbg !63
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 4, !dbg !68

@"??_7Bird@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 !dbg !229 {
  %1 = alloca %struct.Bird, align 8, !DIAssignID !322
    #dbg_assign(i1 undef, !258, !DIExpression(), !322, ptr %1, !DIExpression(), !323)
    #dbg_assign(i1 poison, !272, !DIExpression(), !324, ptr undef, !DIExpression(), !323)
  %2 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #11, !dbg !325
    #dbg_value(ptr %2, !330, !DIExpression(), !334)
    #dbg_value(ptr %2, !335, !DIExpression(), !338)
    #dbg_value(ptr %2, !340, !DIExpression(), !345)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !347
  store ptr @"??_7Bird@@6B@", ptr %2, align 8, !dbg !348, !noalias !349
  store i32 2, ptr %3, align 8, !dbg !352, !noalias !349
    #dbg_value(ptr %2, !234, !DIExpression(), !323)
    #dbg_value(ptr null, !233, !DIExpression(), !323)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 noundef 0, i32 noundef 1, ptr noundef nonnull @"??_C@_05JMMLJPFM@tweet?$AA@"), !dbg !354
    #dbg_value(i64 60129542151, !235, !DIExpression(), !323)
    #dbg_value(i64 60129542151, !236, !DIExpression(DW_OP_plus_uconst, 4), !323)
    #dbg_value(i32 21, !237, !DIExpression(), !323)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 7, i32 noundef 14, i32 noundef 21), !dbg !355
    #dbg_value(i32 4, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !323)
    #dbg_value(i64 25769803781, !238, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !323)
    #dbg_value(ptr undef, !244, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8), !323)
    #dbg_value(ptr undef, !243, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !323)
    #dbg_value(ptr undef, !242, !DIExpression(DW_OP_deref), !323)
    #dbg_value(i64 25769803826, !238, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !323)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 4, i32 noundef 50, i32 noundef 6), !dbg !356
    #dbg_value(float 2.500000e+00, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !323)
    #dbg_value(float 4.000000e+00, !245, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !323)
    #dbg_value(float 2.500000e+00, !246, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !323)
    #dbg_value(float 5.000000e+00, !246, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !323)
  %7 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %8 unwind label %29, !dbg !357

8:                                                ; preds = %0
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef 1, i32 noundef %7), !dbg !357
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 noundef 10, double noundef 3.750000e+00), !dbg !358
    #dbg_value(i16 -4, !359, !DIExpression(), !375)
    #dbg_value(i32 3, !365, !DIExpression(), !375)
    #dbg_value(i8 65, !366, !DIExpression(), !375)
    #dbg_value(i32 1, !367, !DIExpression(), !375)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef 1), !dbg !377
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef 65), !dbg !377
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef 3), !dbg !377
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef -4), !dbg !377
  %15 = tail call i32 @putchar(i32 10), !dbg !377
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_0N@GBBELCCM@positive?5int?$AA@", ptr noundef nonnull @"??_C@_06BNJCAIGJ@double?$AA@", ptr noundef nonnull @"??_C@_05BGEKGIIP@other?$AA@"), !dbg !378
    #dbg_value(i32 0, !247, !DIExpression(), !323)
    #dbg_value(i32 0, !248, !DIExpression(), !323)
    #dbg_value(i32 poison, !248, !DIExpression(), !323)
    #dbg_value(i32 poison, !247, !DIExpression(), !323)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 noundef 12, i32 noundef 4), !dbg !379
    #dbg_value(i8 5, !251, !DIExpression(), !323)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 noundef 5), !dbg !380
    #dbg_value(i32 8, !252, !DIExpression(), !323)
    #dbg_value(ptr @"??_9Animal@@$B7AA", !254, !DIExpression(), !323)
    #dbg_value(ptr poison, !256, !DIExpression(), !323)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12, !dbg !381
    #dbg_value(ptr %1, !335, !DIExpression(), !382)
    #dbg_value(ptr %1, !340, !DIExpression(), !384)
  %19 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !386
  store ptr @"??_7Bird@@6B@", ptr %1, align 8, !dbg !387, !DIAssignID !388
    #dbg_assign(ptr @"??_7Bird@@6B@", !258, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !388, ptr %1, !DIExpression(), !323)
  store i32 2, ptr %19, align 8, !dbg !389, !DIAssignID !390
    #dbg_assign(i32 2, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !390, ptr %19, !DIExpression(), !323)
    #dbg_value(ptr %1, !259, !DIExpression(), !323)
  %20 = invoke noundef ptr @"??_9Animal@@$B7AA"(ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %21 unwind label %29, !dbg !391

21:                                               ; preds = %8
  %22 = load i32, ptr %19, align 8, !dbg !391
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %22, ptr noundef %20, i32 noundef 4), !dbg !391
    #dbg_value(i32 10, !261, !DIExpression(), !323)
    #dbg_value(i32 10, !262, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !323)
    #dbg_value(i32 10, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !323)
    #dbg_value(i32 4, !267, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !323)
    #dbg_value(i64 25769803826, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !323)
    #dbg_value(i32 1, !262, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !323)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 noundef 11, i32 noundef 24), !dbg !392
    #dbg_assign(i32 poison, !272, !DIExpression(), !393, ptr undef, !DIExpression(), !323)
    #dbg_value(ptr poison, !275, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !323)
    #dbg_value(ptr poison, !275, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !323)
    #dbg_value(ptr poison, !275, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !323)
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef 11, double noundef 2.500000e+01), !dbg !394
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12, !dbg !395
    #dbg_value(ptr undef, !396, !DIExpression(), !400)
    #dbg_value(ptr undef, !402, !DIExpression(), !405)
  %26 = load ptr, ptr %2, align 8, !dbg !408
  %27 = load ptr, ptr %26, align 8, !dbg !408
  %28 = call noundef ptr %27(ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 0) #12, !dbg !408
  call void @free(ptr noundef nonnull %2), !dbg !408
    #dbg_value(ptr null, !234, !DIExpression(), !323)
    #dbg_value(ptr undef, !396, !DIExpression(), !411)
    #dbg_value(ptr undef, !402, !DIExpression(), !413)
  ret i32 0, !dbg !395

29:                                               ; preds = %8, %0
  %30 = cleanuppad within none [], !dbg !395
    #dbg_value(ptr undef, !396, !DIExpression(), !415)
    #dbg_value(ptr undef, !402, !DIExpression(), !417)
  %31 = load ptr, ptr %2, align 8, !dbg !419
  %32 = load ptr, ptr %31, align 8, !dbg !419
  %33 = call noundef ptr %32(ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 0) #12 [ "funclet"(token %30) ], !dbg !419
  call void @free(ptr noundef nonnull %2) [ "funclet"(token %30) ], !dbg !419
    #dbg_value(ptr null, !234, !DIExpression(), !323)
    #dbg_value(ptr undef, !396, !DIExpression(), !420)
    #dbg_value(ptr undef, !402, !DIExpression(), !422)
  cleanupret from %30 unwind to caller, !dbg !395
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #3 comdat !dbg !424 {
    #dbg_value(i32 %0, !426, !DIExpression(), !427)
  %2 = icmp slt i32 %0, 2, !dbg !428
  br i1 %2, label %11, label %3, !dbg !428

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
    #dbg_value(i32 %4, !426, !DIExpression(), !427)
  %6 = add nsw i32 %4, -1, !dbg !428
  %7 = tail call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %6), !dbg !428
  %8 = add nsw i32 %4, -2, !dbg !428
  %9 = add nsw i32 %7, %5, !dbg !428
    #dbg_value(i32 %8, !426, !DIExpression(), !427)
  %10 = icmp ult i32 %4, 4, !dbg !428
  br i1 %10, label %11, label %3, !dbg !428

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14, !dbg !428
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(ptr noundef %0, ...) local_unnamed_addr #4 comdat !dbg !429 {
  %2 = load ptr, ptr %0, align 8, !dbg !431
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !431
  %4 = load ptr, ptr %3, align 8, !dbg !431
  musttail call void (ptr, ...) %4(ptr noundef nonnull %0, ...), !dbg !431
  ret void, !dbg !431
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GBird@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !432 {
    #dbg_value(i32 %1, !435, !DIExpression(), !437)
    #dbg_value(ptr %0, !436, !DIExpression(), !437)
  %3 = icmp eq i32 %1, 0, !dbg !438
  br i1 %3, label %5, label %4, !dbg !438

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 16) #13, !dbg !438
  br label %5, !dbg !438

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !438
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Bird@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat !dbg !439 {
    #dbg_value(ptr %0, !441, !DIExpression(), !443)
  ret ptr @"??_C@_05JMMLJPFM@tweet?$AA@", !dbg !444
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"??_GAnimal@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat !dbg !445 {
    #dbg_value(i32 %1, !447, !DIExpression(), !449)
    #dbg_value(ptr %0, !448, !DIExpression(), !449)
  %3 = icmp eq i32 %1, 0, !dbg !450
  br i1 %3, label %5, label %4, !dbg !450

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 16) #13, !dbg !450
  br label %5, !dbg !450

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !450
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @"?sound@Animal@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat !dbg !451 {
    #dbg_value(ptr %0, !453, !DIExpression(), !455)
  ret ptr @"??_C@_03KHICJKCI@?4?4?4?$AA@", !dbg !456
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" "thunk" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { allocsize(0) }
attributes #12 = { nounwind }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!315, !316, !317, !318, !319, !320}
!llvm.ident = !{!321}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 16)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 15)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 14)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 28)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !15, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 18)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !32, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !10, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !32, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 5)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !25, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 7)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !53, isLocal: true, isDefinition: true)
!70 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !71, retainedTypes: !78, globals: !298, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72}
!72 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !2, line: 65, baseType: !73, size: 8, flags: DIFlagEnumClass, elements: !74, identifier: ".?AW4Color@@")
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!75, !76, !77}
!75 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!76 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!77 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!78 = !{!79, !80, !102, !103, !104, !72, !73, !105, !145, !101, !210, !227, !211, !214, !108, !114, !276}
!79 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !2, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !81, identifier: ".?AUVec2@@")
!81 = !{!82, !84, !85, !90, !93, !96}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !80, file: !2, line: 40, baseType: !83, size: 32)
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !80, file: !2, line: 40, baseType: !83, size: 32, offset: 32)
!85 = !DISubprogram(name: "operator+", linkageName: "??HVec2@@QEBA?AU0@U0@@Z", scope: !80, file: !2, line: 41, type: !86, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!80, !88, !80}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!90 = !DISubprogram(name: "operator*", linkageName: "??DVec2@@QEBA?AU0@M@Z", scope: !80, file: !2, line: 42, type: !91, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!80, !88, !83}
!93 = !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !80, file: !2, line: 43, type: !94, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!79, !88, !80}
!96 = !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !80, file: !2, line: 44, type: !97, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !100, !101}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !83, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!103 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!104 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !107, file: !2, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !143, identifier: ".?AV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@")
!107 = distinct !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !108, file: !2, line: 94, type: !112, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !111, retainedNodes: !140)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !2, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !109, identifier: ".?AUAccum@@")
!109 = !{!110, !111}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !108, file: !2, line: 93, baseType: !101, size: 32)
!111 = !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !108, file: !2, line: 94, type: !112, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !139}
!114 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !115, templateParams: !135, identifier: ".?AV?$Function@$$A6AHH@Z@@")
!115 = !{!116, !118, !122, !126, !130}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !114, file: !2, line: 79, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !114, file: !2, line: 80, baseType: !119, size: 64, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DISubroutineType(types: !121)
!121 = !{!101, !117, !101}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !114, file: !2, line: 81, baseType: !123, size: 64, offset: 128)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !117}
!126 = !DISubprogram(name: "~Function", scope: !114, file: !2, line: 88, type: !127, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!130 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !114, file: !2, line: 89, type: !131, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!101, !133, !101}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!135 = !{!136}
!136 = !DITemplateTypeParameter(name: "Sig", type: !137)
!137 = !DISubroutineType(types: !138)
!138 = !{!101, !101}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !{!141}
!141 = !DILocalVariable(name: "this", arg: 1, scope: !107, type: !142, flags: DIFlagArtificial | DIFlagObjectPointer)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!143 = !{!144}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__this", scope: !106, file: !2, line: 94, baseType: !142, size: 64)
!145 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !2, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !146, templateParams: !208, identifier: ".?AV?$Owner@UBird@@@@")
!146 = !{!147, !180, !184, !188, !192, !197, !200, !201, !205}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !145, file: !2, line: 22, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !2, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !150, vtableHolder: !152, identifier: ".?AUBird@@")
!150 = !{!151, !154, !171, !175}
!151 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !149, baseType: !152, extraData: i32 0)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !2, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !153, vtableHolder: !152, identifier: ".?AUAnimal@@")
!153 = !{!154, !155, !157, !158, !162, !168}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !2, file: !2, baseType: !156, size: 64, flags: DIFlagArtificial)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !152, file: !2, line: 69, baseType: !101, size: 32, offset: 64)
!158 = !DISubprogram(name: "~Animal", scope: !152, file: !2, line: 70, type: !159, scopeLine: 70, containingType: !152, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !161}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!162 = !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !152, file: !2, line: 71, type: !163, scopeLine: 71, containingType: !152, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!165, !166}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!168 = !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !152, file: !2, line: 72, type: !169, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!101, !166}
!171 = !DISubprogram(name: "Bird", scope: !149, file: !2, line: 74, type: !172, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!175 = !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !149, file: !2, line: 74, type: !176, scopeLine: 74, containingType: !149, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{!165, !178}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!180 = !DISubprogram(name: "Owner", scope: !145, file: !2, line: 24, type: !181, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !183, !148}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!184 = !DISubprogram(name: "Owner", scope: !145, file: !2, line: 25, type: !185, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !183, !187}
!187 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !145, size: 64)
!188 = !DISubprogram(name: "operator=", linkageName: "??4?$Owner@UBird@@@@QEAAAEAV0@$$QEAV0@@Z", scope: !145, file: !2, line: 26, type: !189, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !183, !187}
!191 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !145, size: 64)
!192 = !DISubprogram(name: "Owner", scope: !145, file: !2, line: 27, type: !193, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !183, !195}
!195 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!197 = !DISubprogram(name: "~Owner", scope: !145, file: !2, line: 28, type: !198, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !183}
!200 = !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !145, file: !2, line: 29, type: !198, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !145, file: !2, line: 30, type: !202, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!148, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!205 = !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !145, file: !2, line: 31, type: !206, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!79, !204}
!208 = !{!209}
!209 = !DITemplateTypeParameter(name: "T", type: !149)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !2, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !212, identifier: ".?AUDoubler@@")
!212 = !{!213, !223}
!213 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !211, baseType: !214, extraData: i32 0)
!214 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !2, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !215, templateParams: !221, identifier: ".?AU?$Counter@UDoubler@@@@")
!215 = !{!216, !217}
!216 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !214, file: !2, line: 60, baseType: !101, size: 32)
!217 = !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !214, file: !2, line: 61, type: !218, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{!101, !220, !101}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!221 = !{!222}
!222 = !DITemplateTypeParameter(name: "Derived", type: !211)
!223 = !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !211, file: !2, line: 63, type: !224, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!101, !226, !101}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !229, file: !2, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !297, identifier: ".?AV<lambda_2>@?0??main@@9@")
!229 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 100, type: !230, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!101}
!232 = !{!233, !234, !235, !236, !237, !238, !242, !243, !244, !245, !246, !247, !248, !249, !251, !252, !254, !256, !258, !259, !261, !262, !267, !272, !273, !275}
!233 = !DILocalVariable(name: "o", scope: !229, file: !2, line: 101, type: !145)
!234 = !DILocalVariable(name: "o2", scope: !229, file: !2, line: 102, type: !145)
!235 = !DILocalVariable(name: "px", scope: !229, file: !2, line: 105, type: !101)
!236 = !DILocalVariable(name: "py", scope: !229, file: !2, line: 105, type: !101)
!237 = !DILocalVariable(name: "pz", scope: !229, file: !2, line: 105, type: !101)
!238 = !DILocalVariable(name: "arr", scope: !229, file: !2, line: 107, type: !239)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 96, elements: !240)
!240 = !{!241}
!241 = !DISubrange(count: 3)
!242 = !DILocalVariable(name: "a0", scope: !229, file: !2, line: 108, type: !101)
!243 = !DILocalVariable(name: "a1", scope: !229, file: !2, line: 108, type: !101)
!244 = !DILocalVariable(name: "a2", scope: !229, file: !2, line: 108, type: !101)
!245 = !DILocalVariable(name: "v", scope: !229, file: !2, line: 112, type: !89)
!246 = !DILocalVariable(name: "w", scope: !229, file: !2, line: 113, type: !80)
!247 = !DILocalVariable(name: "d", scope: !229, file: !2, line: 120, type: !211)
!248 = !DILocalVariable(name: "acc", scope: !229, file: !2, line: 121, type: !101)
!249 = !DILocalVariable(name: "i", scope: !250, file: !2, line: 122, type: !101)
!250 = distinct !DILexicalBlock(scope: !229, file: !2, line: 122)
!251 = !DILocalVariable(name: "c", scope: !229, file: !2, line: 125, type: !72)
!252 = !DILocalVariable(name: "legs_ptr", scope: !229, file: !2, line: 128, type: !253)
!253 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !101, size: 32, flags: DIFlagSingleInheritance, extraData: !152)
!254 = !DILocalVariable(name: "snd", scope: !229, file: !2, line: 129, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !163, size: 64, flags: DIFlagSingleInheritance, extraData: !152)
!256 = !DILocalVariable(name: "tw", scope: !229, file: !2, line: 130, type: !257)
!257 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !169, size: 64, flags: DIFlagSingleInheritance, extraData: !152)
!258 = !DILocalVariable(name: "b", scope: !229, file: !2, line: 131, type: !149)
!259 = !DILocalVariable(name: "ar", scope: !229, file: !2, line: 132, type: !260)
!260 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !152, size: 64)
!261 = !DILocalVariable(name: "base", scope: !229, file: !2, line: 135, type: !101)
!262 = !DILocalVariable(name: "counter", scope: !229, file: !2, line: 136, type: !263)
!263 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !229, file: !2, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !264, identifier: ".?AV<lambda_0>@?0??main@@9@")
!264 = !{!265, !266}
!265 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !263, file: !2, line: 136, baseType: !101, size: 32)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !263, file: !2, line: 136, baseType: !101, size: 32, offset: 32)
!267 = !DILocalVariable(name: "byval", scope: !229, file: !2, line: 138, type: !268)
!268 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !229, file: !2, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !269, identifier: ".?AV<lambda_1>@?0??main@@9@")
!269 = !{!270, !271}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !268, file: !2, line: 138, baseType: !101, size: 32)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !268, file: !2, line: 138, baseType: !239, size: 96, offset: 32)
!272 = !DILocalVariable(name: "accum", scope: !229, file: !2, line: 141, type: !108)
!273 = !DILocalVariable(name: "f", scope: !274, file: !2, line: 143, type: !114)
!274 = distinct !DILexicalBlock(scope: !229, file: !2, line: 142)
!275 = !DILocalVariable(name: "hyp", scope: !229, file: !2, line: 147, type: !276)
!276 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !2, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !277, templateParams: !293, identifier: ".?AV?$Function@$$A6ANNN@Z@@")
!277 = !{!278, !279, !283, !284, !288}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !276, file: !2, line: 79, baseType: !117, size: 64)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !276, file: !2, line: 80, baseType: !280, size: 64, offset: 64)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!281 = !DISubroutineType(types: !282)
!282 = !{!102, !117, !102, !102}
!283 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !276, file: !2, line: 81, baseType: !123, size: 64, offset: 128)
!284 = !DISubprogram(name: "~Function", scope: !276, file: !2, line: 88, type: !285, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !287}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!288 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !276, file: !2, line: 89, type: !289, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{!102, !291, !102, !102}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !276)
!293 = !{!294}
!294 = !DITemplateTypeParameter(name: "Sig", type: !295)
!295 = !DISubroutineType(types: !296)
!296 = !{!102, !102, !102}
!297 = !{}
!298 = !{!0, !8, !13, !18, !23, !299, !28, !30, !304, !306, !35, !40, !42, !44, !46, !51, !56, !308, !61, !310, !63, !68}
!299 = !DIGlobalVariableExpression(var: !300, expr: !DIExpression())
!300 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !301, isLocal: true, isDefinition: true)
!301 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !302)
!302 = !{!303}
!303 = !DISubrange(count: 2)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!305 = distinct !DIGlobalVariable(name: "Blue", scope: !70, file: !2, line: 65, type: !72, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!307 = distinct !DIGlobalVariable(name: "Red", scope: !70, file: !2, line: 65, type: !72, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !301, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !312, isLocal: true, isDefinition: true)
!312 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !313)
!313 = !{!314}
!314 = !DISubrange(count: 17)
!315 = !{i32 2, !"CodeView", i32 1}
!316 = !{i32 2, !"Debug Info Version", i32 3}
!317 = !{i32 1, !"wchar_size", i32 2}
!318 = !{i32 8, !"PIC Level", i32 2}
!319 = !{i32 7, !"uwtable", i32 2}
!320 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!321 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!322 = distinct !DIAssignID()
!323 = !DILocation(line: 0, scope: !229)
!324 = distinct !DIAssignID()
!325 = !DILocation(line: 35, scope: !326, inlinedAt: !333)
!326 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ", scope: !2, file: !2, line: 34, type: !327, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, templateParams: !331, retainedNodes: !329)
!327 = !DISubroutineType(types: !328)
!328 = !{!145}
!329 = !{!330}
!330 = !DILocalVariable(name: "mem", scope: !326, file: !2, line: 35, type: !117)
!331 = !{!209, !332}
!332 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !297)
!333 = distinct !DILocation(line: 101, scope: !229)
!334 = !DILocation(line: 0, scope: !326, inlinedAt: !333)
!335 = !DILocalVariable(name: "this", arg: 1, scope: !336, type: !148, flags: DIFlagArtificial | DIFlagObjectPointer)
!336 = distinct !DISubprogram(name: "Bird", linkageName: "??0Bird@@QEAA@XZ", scope: !149, file: !2, line: 74, type: !172, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !171, retainedNodes: !337)
!337 = !{!335}
!338 = !DILocation(line: 0, scope: !336, inlinedAt: !339)
!339 = distinct !DILocation(line: 36, scope: !326, inlinedAt: !333)
!340 = !DILocalVariable(name: "this", arg: 1, scope: !341, type: !344, flags: DIFlagArtificial | DIFlagObjectPointer)
!341 = distinct !DISubprogram(name: "Animal", linkageName: "??0Animal@@QEAA@XZ", scope: !152, file: !2, line: 68, type: !159, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !342, retainedNodes: !343)
!342 = !DISubprogram(name: "Animal", scope: !152, type: !159, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !{!340}
!344 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!345 = !DILocation(line: 0, scope: !341, inlinedAt: !346)
!346 = distinct !DILocation(line: 74, scope: !336, inlinedAt: !339)
!347 = !DILocation(line: 68, scope: !341, inlinedAt: !346)
!348 = !DILocation(line: 74, scope: !336, inlinedAt: !339)
!349 = !{!350}
!350 = distinct !{!350, !351, !"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ: argument 0"}
!351 = distinct !{!351, !"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"}
!352 = !DILocation(line: 74, scope: !353, inlinedAt: !339)
!353 = distinct !DILexicalBlock(scope: !336, file: !2, line: 74)
!354 = !DILocation(line: 103, scope: !229)
!355 = !DILocation(line: 106, scope: !229)
!356 = !DILocation(line: 110, scope: !229)
!357 = !DILocation(line: 115, scope: !229)
!358 = !DILocation(line: 116, scope: !229)
!359 = !DILocalVariable(name: "ts", arg: 4, scope: !360, file: !2, line: 51, type: !103)
!360 = distinct !DISubprogram(name: "print_all<int,char,long,short>", linkageName: "??$print_all@HDJF@@YAXHDJF@Z", scope: !2, file: !2, line: 51, type: !361, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, templateParams: !368, retainedNodes: !364)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !101, !5, !363, !103}
!363 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!364 = !{!359, !365, !366, !367}
!365 = !DILocalVariable(name: "ts", arg: 3, scope: !360, file: !2, line: 51, type: !363)
!366 = !DILocalVariable(name: "ts", arg: 2, scope: !360, file: !2, line: 51, type: !5)
!367 = !DILocalVariable(name: "ts", arg: 1, scope: !360, file: !2, line: 51, type: !101)
!368 = !{!369}
!369 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !370)
!370 = !{!371, !372, !373, !374}
!371 = !DITemplateTypeParameter(type: !101)
!372 = !DITemplateTypeParameter(type: !5)
!373 = !DITemplateTypeParameter(type: !363)
!374 = !DITemplateTypeParameter(type: !103)
!375 = !DILocation(line: 0, scope: !360, inlinedAt: !376)
!376 = distinct !DILocation(line: 117, scope: !229)
!377 = !DILocation(line: 51, scope: !360, inlinedAt: !376)
!378 = !DILocation(line: 118, scope: !229)
!379 = !DILocation(line: 123, scope: !229)
!380 = !DILocation(line: 126, scope: !229)
!381 = !DILocation(line: 131, scope: !229)
!382 = !DILocation(line: 0, scope: !336, inlinedAt: !383)
!383 = distinct !DILocation(line: 131, scope: !229)
!384 = !DILocation(line: 0, scope: !341, inlinedAt: !385)
!385 = distinct !DILocation(line: 74, scope: !336, inlinedAt: !383)
!386 = !DILocation(line: 68, scope: !341, inlinedAt: !385)
!387 = !DILocation(line: 74, scope: !336, inlinedAt: !383)
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 74, scope: !353, inlinedAt: !383)
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 133, scope: !229)
!392 = !DILocation(line: 139, scope: !229)
!393 = distinct !DIAssignID()
!394 = !DILocation(line: 148, scope: !229)
!395 = !DILocation(line: 150, scope: !229)
!396 = !DILocalVariable(name: "this", arg: 1, scope: !397, type: !399, flags: DIFlagArtificial | DIFlagObjectPointer)
!397 = distinct !DISubprogram(name: "~Owner", linkageName: "??1?$Owner@UBird@@@@QEAA@XZ", scope: !145, file: !2, line: 28, type: !198, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !197, retainedNodes: !398)
!398 = !{!396}
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!400 = !DILocation(line: 0, scope: !397, inlinedAt: !401)
!401 = distinct !DILocation(line: 150, scope: !229)
!402 = !DILocalVariable(name: "this", arg: 1, scope: !403, type: !399, flags: DIFlagArtificial | DIFlagObjectPointer)
!403 = distinct !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !145, file: !2, line: 29, type: !198, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !200, retainedNodes: !404)
!404 = !{!402}
!405 = !DILocation(line: 0, scope: !403, inlinedAt: !406)
!406 = distinct !DILocation(line: 28, scope: !407, inlinedAt: !401)
!407 = distinct !DILexicalBlock(scope: !397, file: !2, line: 28)
!408 = !DILocation(line: 29, scope: !409, inlinedAt: !406)
!409 = distinct !DILexicalBlock(scope: !410, file: !2, line: 29)
!410 = distinct !DILexicalBlock(scope: !403, file: !2, line: 29)
!411 = !DILocation(line: 0, scope: !397, inlinedAt: !412)
!412 = distinct !DILocation(line: 150, scope: !229)
!413 = !DILocation(line: 0, scope: !403, inlinedAt: !414)
!414 = distinct !DILocation(line: 28, scope: !407, inlinedAt: !412)
!415 = !DILocation(line: 0, scope: !397, inlinedAt: !416)
!416 = distinct !DILocation(line: 150, scope: !229)
!417 = !DILocation(line: 0, scope: !403, inlinedAt: !418)
!418 = distinct !DILocation(line: 28, scope: !407, inlinedAt: !416)
!419 = !DILocation(line: 29, scope: !409, inlinedAt: !418)
!420 = !DILocation(line: 0, scope: !397, inlinedAt: !421)
!421 = distinct !DILocation(line: 150, scope: !229)
!422 = !DILocation(line: 0, scope: !403, inlinedAt: !423)
!423 = distinct !DILocation(line: 28, scope: !407, inlinedAt: !421)
!424 = distinct !DISubprogram(name: "fib", linkageName: "?fib@@YAHH@Z", scope: !2, file: !2, line: 47, type: !137, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !425)
!425 = !{!426}
!426 = !DILocalVariable(name: "n", arg: 1, scope: !424, file: !2, line: 47, type: !101)
!427 = !DILocation(line: 0, scope: !424)
!428 = !DILocation(line: 47, scope: !424)
!429 = distinct !DISubprogram(linkageName: "??_9Animal@@$B7AA", scope: !2, file: !2, line: 71, type: !430, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70)
!430 = !DISubroutineType(types: !297)
!431 = !DILocation(line: 71, scope: !429)
!432 = distinct !DISubprogram(name: "~Bird", linkageName: "??_GBird@@UEAAPEAXI@Z", scope: !149, file: !2, line: 74, type: !172, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !433, retainedNodes: !434)
!433 = !DISubprogram(name: "~Bird", scope: !149, type: !172, containingType: !149, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!434 = !{!435, !436}
!435 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !432, type: !101, flags: DIFlagArtificial)
!436 = !DILocalVariable(name: "this", arg: 1, scope: !432, type: !148, flags: DIFlagArtificial | DIFlagObjectPointer)
!437 = !DILocation(line: 0, scope: !432)
!438 = !DILocation(line: 74, scope: !432)
!439 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !149, file: !2, line: 74, type: !176, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !175, retainedNodes: !440)
!440 = !{!441}
!441 = !DILocalVariable(name: "this", arg: 1, scope: !439, type: !442, flags: DIFlagArtificial | DIFlagObjectPointer)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!443 = !DILocation(line: 0, scope: !439)
!444 = !DILocation(line: 74, scope: !439)
!445 = distinct !DISubprogram(name: "~Animal", linkageName: "??_GAnimal@@UEAAPEAXI@Z", scope: !152, file: !2, line: 70, type: !159, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !158, retainedNodes: !446)
!446 = !{!447, !448}
!447 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !445, type: !101, flags: DIFlagArtificial)
!448 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !344, flags: DIFlagArtificial | DIFlagObjectPointer)
!449 = !DILocation(line: 0, scope: !445)
!450 = !DILocation(line: 70, scope: !445)
!451 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !152, file: !2, line: 71, type: !163, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, declaration: !162, retainedNodes: !452)
!452 = !{!453}
!453 = !DILocalVariable(name: "this", arg: 1, scope: !451, type: !454, flags: DIFlagArtificial | DIFlagObjectPointer)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!455 = !DILocation(line: 0, scope: !451)
!456 = !DILocation(line: 71, scope: !451)
