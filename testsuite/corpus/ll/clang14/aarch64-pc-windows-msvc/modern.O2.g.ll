; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { i32 (...)**, i32 }
%struct.Vec2 = type { float, float }

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

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 8
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 8
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 8
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 8
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 8
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 8
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 8
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 8
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 8
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 8
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 8
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Bird@@6B@" to i8*), i8* bitcast (i8* (%struct.Bird*, i32)* @"??_GBird@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Bird*)* @"?sound@Bird@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Bird@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBird@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBird@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Bird@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i8*), i8* bitcast (i8* (%struct.Animal*, i32)* @"??_GAnimal@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.Animal*)* @"?sound@Animal@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUAnimal@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Animal@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Animal@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 4
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 4
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 4
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 8
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 4
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 4

@"??_7Bird@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) !dbg !162 {
  %1 = alloca %struct.Bird, align 8
  call void @llvm.dbg.value(metadata %struct.Bird* poison, metadata !248, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata %struct.Bird* poison, metadata !261, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata %struct.Bird* poison, metadata !166, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata %struct.Bird* poison, metadata !167, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata %struct.Bird* null, metadata !166, metadata !DIExpression()), !dbg !268
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 0, i32 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i64 0, i64 0)), !dbg !269
  call void @llvm.dbg.value(metadata i32 7, metadata !168, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !268
  call void @llvm.dbg.value(metadata i32 14, metadata !168, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !268
  call void @llvm.dbg.value(metadata i32 21, metadata !168, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !268
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 7, i32 noundef 14, i32 noundef 21), !dbg !270
  call void @llvm.dbg.value(metadata i32 4, metadata !174, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !268
  call void @llvm.dbg.value(metadata i64 25769803781, metadata !174, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !268
  call void @llvm.dbg.value(metadata [3 x i32]* undef, metadata !178, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i64 25769803826, metadata !174, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !268
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 4, i32 noundef 50, i32 noundef 6), !dbg !271
  call void @llvm.dbg.declare(metadata %struct.Vec2* undef, metadata !180, metadata !DIExpression()), !dbg !272
  call void @llvm.dbg.declare(metadata %struct.Vec2* undef, metadata !181, metadata !DIExpression()), !dbg !273
  %5 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15), !dbg !274
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef 1, i32 noundef %5), !dbg !274
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i64 0, i64 0), i32 noundef 10, double noundef 3.750000e+00), !dbg !275
  call void @llvm.dbg.value(metadata i16 -4, metadata !276, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 3, metadata !282, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8 65, metadata !283, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 1, metadata !284, metadata !DIExpression()), !dbg !292
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef 1), !dbg !294
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef 65), !dbg !294
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef 3), !dbg !294
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef -4), !dbg !294
  %12 = tail call i32 @putchar(i32 10), !dbg !294
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GBBELCCM@positive?5int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i64 0, i64 0)), !dbg !295
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i32 0, metadata !183, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i32 undef, metadata !183, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i32 undef, metadata !182, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i32 undef, metadata !182, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !268
  call void @llvm.dbg.value(metadata i32 undef, metadata !183, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value)), !dbg !268
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 12, i32 noundef 4), !dbg !296
  call void @llvm.dbg.value(metadata i8 5, metadata !186, metadata !DIExpression()), !dbg !268
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 5), !dbg !297
  call void @llvm.dbg.value(metadata i32 8, metadata !187, metadata !DIExpression()), !dbg !268
  %16 = bitcast %struct.Bird* %1 to i8*, !dbg !298
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %16) #12, !dbg !298
  call void @llvm.dbg.declare(metadata %struct.Bird* %1, metadata !193, metadata !DIExpression()), !dbg !298
  call void @llvm.dbg.value(metadata %struct.Bird* %1, metadata !248, metadata !DIExpression()), !dbg !299
  call void @llvm.dbg.value(metadata %struct.Bird* %1, metadata !261, metadata !DIExpression()), !dbg !301
  %17 = getelementptr inbounds %struct.Bird, %struct.Bird* %1, i64 0, i32 0, i32 0, !dbg !303
  %18 = getelementptr inbounds %struct.Bird, %struct.Bird* %1, i64 0, i32 0, i32 1, !dbg !303
  store i32 (...)** bitcast (i8** @"??_7Bird@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !dbg !304, !tbaa !305
  store i32 2, i32* %18, align 8, !dbg !308, !tbaa !310
  %19 = getelementptr inbounds %struct.Bird, %struct.Bird* %1, i64 0, i32 0, !dbg !314
  call void @llvm.dbg.value(metadata %struct.Animal* %19, metadata !194, metadata !DIExpression()), !dbg !268
  %20 = call noundef i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B7AA" to i8* (%struct.Animal*)*)(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %19), !dbg !315
  %21 = load i32, i32* %18, align 8, !dbg !315, !tbaa !316
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %21, i8* noundef %20, i32 noundef 4), !dbg !315
  call void @llvm.dbg.value(metadata i32 10, metadata !196, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i32 10, metadata !197, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !268
  call void @llvm.dbg.value(metadata i32 10, metadata !202, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !268
  call void @llvm.dbg.value(metadata i32 4, metadata !202, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !268
  call void @llvm.dbg.value(metadata i64 25769803826, metadata !202, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !268
  call void @llvm.dbg.value(metadata i32 1, metadata !197, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !268
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 11, i32 noundef 24), !dbg !317
  call void @llvm.dbg.value(metadata i32 11, metadata !207, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i8* undef, metadata !210, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !268
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef 11, double noundef 2.500000e+01), !dbg !318
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %16) #12, !dbg !319
  call void @llvm.dbg.value(metadata %struct.Bird* null, metadata !167, metadata !DIExpression()), !dbg !268
  ret i32 0, !dbg !319
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #4 comdat !dbg !320 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !322, metadata !DIExpression()), !dbg !323
  %2 = icmp slt i32 %0, 2, !dbg !324
  br i1 %2, label %11, label %3, !dbg !324

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !322, metadata !DIExpression()), !dbg !323
  %6 = add nsw i32 %4, -1, !dbg !324
  %7 = tail call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %6), !dbg !324
  %8 = add nsw i32 %4, -2, !dbg !324
  %9 = add nsw i32 %7, %5, !dbg !324
  call void @llvm.dbg.value(metadata i32 %8, metadata !322, metadata !DIExpression()), !dbg !323
  %10 = icmp ult i32 %4, 4, !dbg !324
  br i1 %10, label %11, label %3, !dbg !324

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12, !dbg !324
  ret i32 %14, !dbg !324
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(%struct.Animal* noundef %0, ...) local_unnamed_addr #5 comdat align 2 !dbg !325 {
  %2 = bitcast %struct.Animal* %0 to void (%struct.Animal*, ...)***
  %3 = load void (%struct.Animal*, ...)**, void (%struct.Animal*, ...)*** %2, align 8, !tbaa !305
  %4 = getelementptr inbounds void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %3, i64 1
  %5 = load void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %4, align 8
  musttail call void (%struct.Animal*, ...) %5(%struct.Animal* noundef %0, ...)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBird@@UEAAPEAXI@Z"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !327 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !330, metadata !DIExpression()), !dbg !332
  call void @llvm.dbg.value(metadata %struct.Bird* %0, metadata !331, metadata !DIExpression()), !dbg !332
  %3 = bitcast %struct.Bird* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !333
  br i1 %4, label %6, label %5, !dbg !333

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #13, !dbg !333
  br label %6, !dbg !333

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !333
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Bird@@UEBAPEBDXZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !334 {
  call void @llvm.dbg.value(metadata %struct.Bird* %0, metadata !336, metadata !DIExpression()), !dbg !338
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i64 0, i64 0), !dbg !339
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GAnimal@@UEAAPEAXI@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 !dbg !340 {
  call void @llvm.dbg.value(metadata i32 %1, metadata !342, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.value(metadata %struct.Animal* %0, metadata !343, metadata !DIExpression()), !dbg !344
  %3 = bitcast %struct.Animal* %0 to i8*
  %4 = icmp eq i32 %1, 0, !dbg !345
  br i1 %4, label %6, label %5, !dbg !345

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #13, !dbg !345
  br label %6, !dbg !345

6:                                                ; preds = %5, %2
  ret i8* %3, !dbg !345
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Animal@@UEBAPEBDXZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 !dbg !346 {
  call void @llvm.dbg.value(metadata %struct.Animal* %0, metadata !348, metadata !DIExpression()), !dbg !350
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KHICJKCI@?4?4?4?$AA@", i64 0, i64 0), !dbg !351
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" "thunk" }
attributes #6 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!238, !239, !240, !241, !242, !243, !244, !245, !246}
!llvm.ident = !{!247}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, globals: !233, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "modern.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "c429f44247dd509294b220c7c34dfc85")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !1, line: 65, baseType: !4, size: 8, flags: DIFlagEnumClass, elements: !5, identifier: ".?AW4Color@@")
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "Red", value: 1, isUnsigned: true)
!7 = !DIEnumerator(name: "Green", value: 2, isUnsigned: true)
!8 = !DIEnumerator(name: "Blue", value: 4, isUnsigned: true)
!9 = !{!10, !11, !33, !34, !35, !3, !4, !36, !76, !32, !143, !160, !144, !147, !80, !83, !39, !45, !211}
!10 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", file: !1, line: 39, size: 64, flags: DIFlagTypePassByValue, elements: !12, identifier: ".?AUVec2@@")
!12 = !{!13, !15, !16, !21, !24, !27}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !1, line: 40, baseType: !14, size: 32)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !11, file: !1, line: 40, baseType: !14, size: 32, offset: 32)
!16 = !DISubprogram(name: "operator+", linkageName: "??HVec2@@QEBA?AU0@U0@@Z", scope: !11, file: !1, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{!11, !19, !11}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!21 = !DISubprogram(name: "operator*", linkageName: "??DVec2@@QEBA?AU0@M@Z", scope: !11, file: !1, line: 42, type: !22, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!11, !19, !14}
!24 = !DISubprogram(name: "operator==", linkageName: "??8Vec2@@QEBA_NU0@@Z", scope: !11, file: !1, line: 43, type: !25, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!25 = !DISubroutineType(types: !26)
!26 = !{!10, !19, !11}
!27 = !DISubprogram(name: "operator[]", linkageName: "??AVec2@@QEAAAEAMH@Z", scope: !11, file: !1, line: 44, type: !28, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_1>", scope: !38, file: !1, line: 94, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !74, identifier: ".?AV<lambda_1>@?0??adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ@")
!38 = distinct !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !42, retainedNodes: !71)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Accum", file: !1, line: 92, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !40, identifier: ".?AUAccum@@")
!40 = !{!41, !42}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !39, file: !1, line: 93, baseType: !32, size: 32)
!42 = !DISubprogram(name: "adder", linkageName: "?adder@Accum@@QEAA?AV?$Function@$$A6AHH@Z@@XZ", scope: !39, file: !1, line: 94, type: !43, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !70}
!45 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<int (int)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !66, identifier: ".?AV?$Function@$$A6AHH@Z@@")
!46 = !{!47, !49, !53, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !45, file: !1, line: 79, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !45, file: !1, line: 80, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DISubroutineType(types: !52)
!52 = !{!32, !48, !32}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !45, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !48}
!57 = !DISubprogram(name: "~Function", scope: !45, file: !1, line: 88, type: !58, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6AHH@Z@@QEBAHH@Z", scope: !45, file: !1, line: 89, type: !62, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !64, !32}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!66 = !{!67}
!67 = !DITemplateTypeParameter(name: "Sig", type: !68)
!68 = !DISubroutineType(types: !69)
!69 = !{!32, !32}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !{!72}
!72 = !DILocalVariable(name: "this", arg: 1, scope: !38, type: !73, flags: DIFlagArtificial | DIFlagObjectPointer)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!74 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "this", scope: !37, file: !1, line: 94, baseType: !73, size: 64)
!76 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Owner<Bird>", file: !1, line: 21, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !77, templateParams: !141, identifier: ".?AV?$Owner@UBird@@@@")
!77 = !{!78, !113, !117, !121, !125, !130, !133, !134, !138}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "p_", scope: !76, file: !1, line: 22, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bird", file: !1, line: 74, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !81, vtableHolder: !83, identifier: ".?AUBird@@")
!81 = !{!82, !85, !104, !108}
!82 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !80, baseType: !83, extraData: i32 0)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Animal", file: !1, line: 68, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !84, vtableHolder: !83, identifier: ".?AUAnimal@@")
!84 = !{!85, !86, !88, !89, !93, !101}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Animal", scope: !1, file: !1, baseType: !87, size: 64, flags: DIFlagArtificial)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "legs", scope: !83, file: !1, line: 69, baseType: !32, size: 32, offset: 64)
!89 = !DISubprogram(name: "~Animal", scope: !83, file: !1, line: 70, type: !90, scopeLine: 70, containingType: !83, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !83, file: !1, line: 71, type: !94, scopeLine: 71, containingType: !83, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !99}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!101 = !DISubprogram(name: "twice_legs", linkageName: "?twice_legs@Animal@@QEBAHXZ", scope: !83, file: !1, line: 72, type: !102, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!32, !99}
!104 = !DISubprogram(name: "Bird", scope: !80, file: !1, line: 74, type: !105, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!108 = !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !80, file: !1, line: 74, type: !109, scopeLine: 74, containingType: !80, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!96, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!113 = !DISubprogram(name: "Owner", scope: !76, file: !1, line: 24, type: !114, scopeLine: 24, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !116, !79}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!117 = !DISubprogram(name: "Owner", scope: !76, file: !1, line: 25, type: !118, scopeLine: 25, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !116, !120}
!120 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !76, size: 64)
!121 = !DISubprogram(name: "operator=", linkageName: "??4?$Owner@UBird@@@@QEAAAEAV0@$$QEAV0@@Z", scope: !76, file: !1, line: 26, type: !122, scopeLine: 26, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !116, !120}
!124 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !76, size: 64)
!125 = !DISubprogram(name: "Owner", scope: !76, file: !1, line: 27, type: !126, scopeLine: 27, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !116, !128}
!128 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!130 = !DISubprogram(name: "~Owner", scope: !76, file: !1, line: 28, type: !131, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !116}
!133 = !DISubprogram(name: "reset", linkageName: "?reset@?$Owner@UBird@@@@QEAAXXZ", scope: !76, file: !1, line: 29, type: !131, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "operator->", linkageName: "??C?$Owner@UBird@@@@QEBAPEAUBird@@XZ", scope: !76, file: !1, line: 30, type: !135, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!79, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!138 = !DISubprogram(name: "operator bool", linkageName: "??B?$Owner@UBird@@@@QEBA_NXZ", scope: !76, file: !1, line: 31, type: !139, scopeLine: 31, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubroutineType(types: !140)
!140 = !{!10, !137}
!141 = !{!142}
!142 = !DITemplateTypeParameter(name: "T", type: !80)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Doubler", file: !1, line: 63, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !145, identifier: ".?AUDoubler@@")
!145 = !{!146, !156}
!146 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !144, baseType: !147, extraData: i32 0)
!147 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter<Doubler>", file: !1, line: 59, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !148, templateParams: !154, identifier: ".?AU?$Counter@UDoubler@@@@")
!148 = !{!149, !150}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !147, file: !1, line: 60, baseType: !32, size: 32)
!150 = !DISubprogram(name: "run", linkageName: "?run@?$Counter@UDoubler@@@@QEAAHH@Z", scope: !147, file: !1, line: 61, type: !151, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!32, !153, !32}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!154 = !{!155}
!155 = !DITemplateTypeParameter(name: "Derived", type: !144)
!156 = !DISubprogram(name: "step", linkageName: "?step@Doubler@@QEAAHH@Z", scope: !144, file: !1, line: 63, type: !157, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!32, !159, !32}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_2>", scope: !162, file: !1, line: 147, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !232, identifier: ".?AV<lambda_2>@?0??main@@9@")
!162 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 100, type: !163, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!32}
!165 = !{!166, !167, !168, !174, !178, !180, !181, !182, !183, !184, !186, !187, !189, !191, !193, !194, !196, !197, !202, !207, !208, !210}
!166 = !DILocalVariable(name: "o", scope: !162, file: !1, line: 101, type: !76)
!167 = !DILocalVariable(name: "o2", scope: !162, file: !1, line: 102, type: !76)
!168 = !DILocalVariable(scope: !162, file: !1, line: 105, type: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point3", file: !1, line: 97, size: 96, flags: DIFlagTypePassByValue, elements: !170, identifier: ".?AUPoint3@@")
!170 = !{!171, !172, !173}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !169, file: !1, line: 97, baseType: !32, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !169, file: !1, line: 97, baseType: !32, size: 32, offset: 32)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !169, file: !1, line: 97, baseType: !32, size: 32, offset: 64)
!174 = !DILocalVariable(name: "arr", scope: !162, file: !1, line: 107, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 96, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 3)
!178 = !DILocalVariable(scope: !162, file: !1, line: 108, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !175, size: 64)
!180 = !DILocalVariable(name: "v", scope: !162, file: !1, line: 112, type: !20)
!181 = !DILocalVariable(name: "w", scope: !162, file: !1, line: 113, type: !11)
!182 = !DILocalVariable(name: "d", scope: !162, file: !1, line: 120, type: !144)
!183 = !DILocalVariable(name: "acc", scope: !162, file: !1, line: 121, type: !32)
!184 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 122, type: !32)
!185 = distinct !DILexicalBlock(scope: !162, file: !1, line: 122)
!186 = !DILocalVariable(name: "c", scope: !162, file: !1, line: 125, type: !3)
!187 = !DILocalVariable(name: "legs_ptr", scope: !162, file: !1, line: 128, type: !188)
!188 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !32, size: 32, flags: DIFlagSingleInheritance, extraData: !83)
!189 = !DILocalVariable(name: "snd", scope: !162, file: !1, line: 129, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !94, size: 64, flags: DIFlagSingleInheritance, extraData: !83)
!191 = !DILocalVariable(name: "tw", scope: !162, file: !1, line: 130, type: !192)
!192 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !102, size: 64, flags: DIFlagSingleInheritance, extraData: !83)
!193 = !DILocalVariable(name: "b", scope: !162, file: !1, line: 131, type: !80)
!194 = !DILocalVariable(name: "ar", scope: !162, file: !1, line: 132, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !83, size: 64)
!196 = !DILocalVariable(name: "base", scope: !162, file: !1, line: 135, type: !32)
!197 = !DILocalVariable(name: "counter", scope: !162, file: !1, line: 136, type: !198)
!198 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !162, file: !1, line: 136, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !199, identifier: ".?AV<lambda_0>@?0??main@@9@")
!199 = !{!200, !201}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !198, file: !1, line: 136, baseType: !32, size: 32)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !198, file: !1, line: 136, baseType: !32, size: 32, offset: 32)
!202 = !DILocalVariable(name: "byval", scope: !162, file: !1, line: 138, type: !203)
!203 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !162, file: !1, line: 138, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !204, identifier: ".?AV<lambda_1>@?0??main@@9@")
!204 = !{!205, !206}
!205 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !203, file: !1, line: 138, baseType: !32, size: 32)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !203, file: !1, line: 138, baseType: !175, size: 96, offset: 32)
!207 = !DILocalVariable(name: "accum", scope: !162, file: !1, line: 141, type: !39)
!208 = !DILocalVariable(name: "f", scope: !209, file: !1, line: 143, type: !45)
!209 = distinct !DILexicalBlock(scope: !162, file: !1, line: 142)
!210 = !DILocalVariable(name: "hyp", scope: !162, file: !1, line: 147, type: !211)
!211 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Function<double (double, double)>", file: !1, line: 78, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !212, templateParams: !228, identifier: ".?AV?$Function@$$A6ANNN@Z@@")
!212 = !{!213, !214, !218, !219, !223}
!213 = !DIDerivedType(tag: DW_TAG_member, name: "obj_", scope: !211, file: !1, line: 79, baseType: !48, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "call_", scope: !211, file: !1, line: 80, baseType: !215, size: 64, offset: 64)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = !DISubroutineType(types: !217)
!217 = !{!33, !48, !33, !33}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "destroy_", scope: !211, file: !1, line: 81, baseType: !54, size: 64, offset: 128)
!219 = !DISubprogram(name: "~Function", scope: !211, file: !1, line: 88, type: !220, scopeLine: 88, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !222}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!223 = !DISubprogram(name: "operator()", linkageName: "??R?$Function@$$A6ANNN@Z@@QEBANNN@Z", scope: !211, file: !1, line: 89, type: !224, scopeLine: 89, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!33, !226, !33, !33}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!228 = !{!229}
!229 = !DITemplateTypeParameter(name: "Sig", type: !230)
!230 = !DISubroutineType(types: !231)
!231 = !{!33, !33, !33}
!232 = !{}
!233 = !{!234, !236}
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!235 = distinct !DIGlobalVariable(name: "Blue", scope: !0, file: !1, line: 65, type: !3, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!237 = distinct !DIGlobalVariable(name: "Red", scope: !0, file: !1, line: 65, type: !3, isLocal: true, isDefinition: true)
!238 = !{i32 2, !"CodeView", i32 1}
!239 = !{i32 2, !"Debug Info Version", i32 3}
!240 = !{i32 1, !"wchar_size", i32 2}
!241 = !{i32 1, !"branch-target-enforcement", i32 0}
!242 = !{i32 1, !"sign-return-address", i32 0}
!243 = !{i32 1, !"sign-return-address-all", i32 0}
!244 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!245 = !{i32 7, !"PIC Level", i32 2}
!246 = !{i32 7, !"uwtable", i32 1}
!247 = !{!"Debian clang version 14.0.6"}
!248 = !DILocalVariable(name: "this", arg: 1, scope: !249, type: !79, flags: DIFlagArtificial | DIFlagObjectPointer)
!249 = distinct !DISubprogram(name: "Bird", linkageName: "??0Bird@@QEAA@XZ", scope: !80, file: !1, line: 74, type: !105, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !104, retainedNodes: !250)
!250 = !{!248}
!251 = !DILocation(line: 0, scope: !249, inlinedAt: !252)
!252 = distinct !DILocation(line: 36, scope: !253, inlinedAt: !260)
!253 = distinct !DISubprogram(name: "make_owner<Bird>", linkageName: "??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ", scope: !1, file: !1, line: 34, type: !254, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !258, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!76}
!256 = !{!257}
!257 = !DILocalVariable(name: "mem", scope: !253, file: !1, line: 35, type: !48)
!258 = !{!142, !259}
!259 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Args", value: !232)
!260 = distinct !DILocation(line: 101, scope: !162)
!261 = !DILocalVariable(name: "this", arg: 1, scope: !262, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!262 = distinct !DISubprogram(name: "Animal", linkageName: "??0Animal@@QEAA@XZ", scope: !83, file: !1, line: 68, type: !90, scopeLine: 68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !263, retainedNodes: !264)
!263 = !DISubprogram(name: "Animal", scope: !83, type: !90, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !{!261}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!266 = !DILocation(line: 0, scope: !262, inlinedAt: !267)
!267 = distinct !DILocation(line: 74, scope: !249, inlinedAt: !252)
!268 = !DILocation(line: 0, scope: !162)
!269 = !DILocation(line: 103, scope: !162)
!270 = !DILocation(line: 106, scope: !162)
!271 = !DILocation(line: 110, scope: !162)
!272 = !DILocation(line: 112, scope: !162)
!273 = !DILocation(line: 113, scope: !162)
!274 = !DILocation(line: 115, scope: !162)
!275 = !DILocation(line: 116, scope: !162)
!276 = !DILocalVariable(name: "ts", arg: 4, scope: !277, file: !1, line: 51, type: !34)
!277 = distinct !DISubprogram(name: "print_all<int,char,long,short>", linkageName: "??$print_all@HDJF@@YAXHDJF@Z", scope: !1, file: !1, line: 51, type: !278, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !285, retainedNodes: !281)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !32, !98, !280, !34}
!280 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!281 = !{!276, !282, !283, !284}
!282 = !DILocalVariable(name: "ts", arg: 3, scope: !277, file: !1, line: 51, type: !280)
!283 = !DILocalVariable(name: "ts", arg: 2, scope: !277, file: !1, line: 51, type: !98)
!284 = !DILocalVariable(name: "ts", arg: 1, scope: !277, file: !1, line: 51, type: !32)
!285 = !{!286}
!286 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !287)
!287 = !{!288, !289, !290, !291}
!288 = !DITemplateTypeParameter(type: !32)
!289 = !DITemplateTypeParameter(type: !98)
!290 = !DITemplateTypeParameter(type: !280)
!291 = !DITemplateTypeParameter(type: !34)
!292 = !DILocation(line: 0, scope: !277, inlinedAt: !293)
!293 = distinct !DILocation(line: 117, scope: !162)
!294 = !DILocation(line: 51, scope: !277, inlinedAt: !293)
!295 = !DILocation(line: 118, scope: !162)
!296 = !DILocation(line: 123, scope: !162)
!297 = !DILocation(line: 126, scope: !162)
!298 = !DILocation(line: 131, scope: !162)
!299 = !DILocation(line: 0, scope: !249, inlinedAt: !300)
!300 = distinct !DILocation(line: 131, scope: !162)
!301 = !DILocation(line: 0, scope: !262, inlinedAt: !302)
!302 = distinct !DILocation(line: 74, scope: !249, inlinedAt: !300)
!303 = !DILocation(line: 68, scope: !262, inlinedAt: !302)
!304 = !DILocation(line: 74, scope: !249, inlinedAt: !300)
!305 = !{!306, !306, i64 0}
!306 = !{!"vtable pointer", !307, i64 0}
!307 = !{!"Simple C++ TBAA"}
!308 = !DILocation(line: 74, scope: !309, inlinedAt: !300)
!309 = distinct !DILexicalBlock(scope: !249, file: !1, line: 74)
!310 = !{!311, !312, i64 8}
!311 = !{!"?AUAnimal@@", !312, i64 8}
!312 = !{!"int", !313, i64 0}
!313 = !{!"omnipotent char", !307, i64 0}
!314 = !DILocation(line: 132, scope: !162)
!315 = !DILocation(line: 133, scope: !162)
!316 = !{!312, !312, i64 0}
!317 = !DILocation(line: 139, scope: !162)
!318 = !DILocation(line: 148, scope: !162)
!319 = !DILocation(line: 150, scope: !162)
!320 = distinct !DISubprogram(name: "fib", linkageName: "?fib@@YAHH@Z", scope: !1, file: !1, line: 47, type: !68, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !321)
!321 = !{!322}
!322 = !DILocalVariable(name: "n", arg: 1, scope: !320, file: !1, line: 47, type: !32)
!323 = !DILocation(line: 0, scope: !320)
!324 = !DILocation(line: 47, scope: !320)
!325 = distinct !DISubprogram(linkageName: "??_9Animal@@$B7AA", scope: !1, file: !1, line: 71, type: !326, flags: DIFlagArtificial | DIFlagThunk, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !232)
!326 = !DISubroutineType(types: !232)
!327 = distinct !DISubprogram(name: "~Bird", linkageName: "??_GBird@@UEAAPEAXI@Z", scope: !80, file: !1, line: 74, type: !105, scopeLine: 74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !328, retainedNodes: !329)
!328 = !DISubprogram(name: "~Bird", scope: !80, type: !105, containingType: !80, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!329 = !{!330, !331}
!330 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !327, type: !32, flags: DIFlagArtificial)
!331 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !79, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DILocation(line: 0, scope: !327)
!333 = !DILocation(line: 74, scope: !327)
!334 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Bird@@UEBAPEBDXZ", scope: !80, file: !1, line: 74, type: !109, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !108, retainedNodes: !335)
!335 = !{!336}
!336 = !DILocalVariable(name: "this", arg: 1, scope: !334, type: !337, flags: DIFlagArtificial | DIFlagObjectPointer)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!338 = !DILocation(line: 0, scope: !334)
!339 = !DILocation(line: 74, scope: !334)
!340 = distinct !DISubprogram(name: "~Animal", linkageName: "??_GAnimal@@UEAAPEAXI@Z", scope: !83, file: !1, line: 70, type: !90, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !89, retainedNodes: !341)
!341 = !{!342, !343}
!342 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !340, type: !32, flags: DIFlagArtificial)
!343 = !DILocalVariable(name: "this", arg: 1, scope: !340, type: !265, flags: DIFlagArtificial | DIFlagObjectPointer)
!344 = !DILocation(line: 0, scope: !340)
!345 = !DILocation(line: 70, scope: !340)
!346 = distinct !DISubprogram(name: "sound", linkageName: "?sound@Animal@@UEBAPEBDXZ", scope: !83, file: !1, line: 71, type: !94, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !93, retainedNodes: !347)
!347 = !{!348}
!348 = !DILocalVariable(name: "this", arg: 1, scope: !346, type: !349, flags: DIFlagArtificial | DIFlagObjectPointer)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!350 = !DILocation(line: 0, scope: !346)
!351 = !DILocation(line: 71, scope: !346)
