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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Bird, align 8
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i64 0, i64 0), i32 noundef 0, i32 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i64 0, i64 0))
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 7, i32 noundef 14, i32 noundef 21)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 4, i32 noundef 50, i32 noundef 6)
  %5 = call noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", i64 0, i64 0), double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef 1, i32 noundef %5)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i64 0, i64 0), i32 noundef 10, double noundef 3.750000e+00)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef 1)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef 65)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef 3)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i64 0, i64 0), i32 noundef -4)
  %12 = tail call i32 @putchar(i32 10)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GBBELCCM@positive?5int?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06BNJCAIGJ@double?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i64 0, i64 0))
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 12, i32 noundef 4)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef 5)
  %16 = bitcast %struct.Bird* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %16) #10
  %17 = getelementptr inbounds %struct.Bird, %struct.Bird* %1, i64 0, i32 0, i32 0
  %18 = getelementptr inbounds %struct.Bird, %struct.Bird* %1, i64 0, i32 0, i32 1
  store i32 (...)** bitcast (i8** @"??_7Bird@@6B@" to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !8
  store i32 2, i32* %18, align 8, !tbaa !11
  %19 = getelementptr inbounds %struct.Bird, %struct.Bird* %1, i64 0, i32 0
  %20 = call noundef i8* bitcast (void (%struct.Animal*, ...)* @"??_9Animal@@$B7AA" to i8* (%struct.Animal*)*)(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %19)
  %21 = load i32, i32* %18, align 8, !tbaa !15
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %21, i8* noundef %20, i32 noundef 4)
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 11, i32 noundef 24)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i64 0, i64 0), i32 noundef 11, double noundef 2.500000e+01)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %16) #10
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @"?fib@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #3 comdat {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call noundef i32 @"?fib@@YAHH@Z"(i32 noundef %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: uwtable
define linkonce_odr void @"??_9Animal@@$B7AA"(%struct.Animal* noundef %0, ...) local_unnamed_addr #4 comdat align 2 {
  %2 = bitcast %struct.Animal* %0 to void (%struct.Animal*, ...)***
  %3 = load void (%struct.Animal*, ...)**, void (%struct.Animal*, ...)*** %2, align 8, !tbaa !8
  %4 = getelementptr inbounds void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %3, i64 1
  %5 = load void (%struct.Animal*, ...)*, void (%struct.Animal*, ...)** %4, align 8
  musttail call void (%struct.Animal*, ...) %5(%struct.Animal* noundef %0, ...)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBird@@UEAAPEAXI@Z"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = bitcast %struct.Bird* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Bird@@UEBAPEBDXZ"(%struct.Bird* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05JMMLJPFM@tweet?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GAnimal@@UEAAPEAXI@Z"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = bitcast %struct.Animal* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?sound@Animal@@UEBAPEBDXZ"(%struct.Animal* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KHICJKCI@?4?4?4?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" "thunk" }
attributes #5 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"vtable pointer", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !13, i64 8}
!12 = !{!"?AUAnimal@@", !13, i64 8}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !10, i64 0}
!15 = !{!13, !13, i64 0}
