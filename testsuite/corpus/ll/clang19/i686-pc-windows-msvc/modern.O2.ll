; ModuleID = 'modern.cpp'
source_filename = "modern.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%struct.Bird = type { %struct.Animal }
%struct.Animal = type { ptr, i32 }

$"?fib@@YAHH@Z" = comdat any

$"??_9Animal@@$B3AE" = comdat any

$"??_GBird@@UAEPAXI@Z" = comdat any

$"?sound@Bird@@UBEPBDXZ" = comdat any

$"??_GAnimal@@UAEPAXI@Z" = comdat any

$"?sound@Animal@@UBEPBDXZ" = comdat any

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

@"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"owner %d %d %s\0A\00", comdat, align 1
@"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bind %d %d %d\0A\00", comdat, align 1
@"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"arr %d %d %d\0A\00", comdat, align 1
@"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"vec %.2f %.2f eq=%d fib=%d\0A\00", comdat, align 1
@"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"sum %d %.2f\0A\00", comdat, align 1
@"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%s / %s / %s\0A\00", comdat, align 1
@"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"crtp %d calls=%d\0A\00", comdat, align 1
@"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"color %u\0A\00", comdat, align 1
@"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"members %d %s %d\0A\00", comdat, align 1
@"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"lambdas %d %d\0A\00", comdat, align 1
@"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"function %d %.1f\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Bird@@6B@", ptr @"??_GBird@@UAEPAXI@Z", ptr @"?sound@Bird@@UBEPBDXZ"] }, comdat($"??_7Bird@@6B@")
@"??_R4Bird@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUBird@@@8", ptr @"??_R3Bird@@8" }, comdat
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBird@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBird@@\00" }, comdat
@"??_R3Bird@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Bird@@8" }, comdat
@"??_R2Bird@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Bird@@8", ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@"??_R1A@?0A@EA@Bird@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUBird@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Bird@@8" }, comdat
@"??_R1A@?0A@EA@Animal@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUAnimal@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Animal@@8" }, comdat
@"??_R0?AUAnimal@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUAnimal@@\00" }, comdat
@"??_R3Animal@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Animal@@8" }, comdat
@"??_R2Animal@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Animal@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Animal@@6B@", ptr @"??_GAnimal@@UAEPAXI@Z", ptr @"?sound@Animal@@UBEPBDXZ"] }, comdat($"??_7Animal@@6B@")
@"??_R4Animal@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUAnimal@@@8", ptr @"??_R3Animal@@8" }, comdat
@"??_C@_03KHICJKCI@?4?4?4?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"...\00", comdat, align 1
@"??_C@_05JMMLJPFM@tweet?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"tweet\00", comdat, align 1
@"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"<%d>\00", comdat, align 1
@"??_C@_0N@GBBELCCM@positive?5int?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"positive int\00", comdat, align 1
@"??_C@_06BNJCAIGJ@double?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"double\00", comdat, align 1
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 1

@"??_7Bird@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Animal@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Bird, align 4
  %2 = tail call dereferenceable_or_null(8) ptr @malloc(i32 noundef 8) #11
  %3 = getelementptr inbounds i8, ptr %2, i32 4
  store ptr @"??_7Bird@@6B@", ptr %2, align 4, !noalias !4
  store i32 2, ptr %3, align 4, !noalias !4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@IGNNMHGP@owner?5?$CFd?5?$CFd?5?$CFs?6?$AA@", i32 noundef 0, i32 noundef 1, ptr noundef nonnull @"??_C@_05JMMLJPFM@tweet?$AA@")
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FLDKMCO@bind?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 7, i32 noundef 14, i32 noundef 21)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@BHKCGLHH@arr?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 4, i32 noundef 50, i32 noundef 6)
  %7 = invoke noundef i32 @"?fib@@YAHH@Z"(i32 noundef 15)
          to label %8 unwind label %29

8:                                                ; preds = %0
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@HGAGDOGK@vec?5?$CF?42f?5?$CF?42f?5eq?$DN?$CFd?5fib?$DN?$CFd?6?$AA@", double noundef 2.500000e+00, double noundef 5.000000e+00, i32 noundef 1, i32 noundef %7)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@JDMLNNP@sum?5?$CFd?5?$CF?42f?6?$AA@", i32 noundef 10, double noundef 3.750000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef 1)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef 65)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef 3)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04MEPLHKOI@?$DM?$CFd?$DO?$AA@", i32 noundef -4)
  %15 = tail call i32 @putchar(i32 10)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@LDOLCJF@?$CFs?5?1?5?$CFs?5?1?5?$CFs?6?$AA@", ptr noundef nonnull @"??_C@_0N@GBBELCCM@positive?5int?$AA@", ptr noundef nonnull @"??_C@_06BNJCAIGJ@double?$AA@", ptr noundef nonnull @"??_C@_05BGEKGIIP@other?$AA@")
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@KKJHGIEL@crtp?5?$CFd?5calls?$DN?$CFd?6?$AA@", i32 noundef 12, i32 noundef 4)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09OHNHHBIE@color?5?$CFu?6?$AA@", i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  %19 = getelementptr inbounds i8, ptr %1, i32 4
  store ptr @"??_7Bird@@6B@", ptr %1, align 4
  store i32 2, ptr %19, align 4
  %20 = invoke x86_thiscallcc noundef ptr @"??_9Animal@@$B3AE"(ptr noundef nonnull align 4 dereferenceable(8) %1)
          to label %21 unwind label %29

21:                                               ; preds = %8
  %22 = load i32, ptr %19, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HEEAKLDP@members?5?$CFd?5?$CFs?5?$CFd?6?$AA@", i32 noundef %22, ptr noundef %20, i32 noundef 4)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@LAAPIBEM@lambdas?5?$CFd?5?$CFd?6?$AA@", i32 noundef 11, i32 noundef 24)
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@ECJNAGFM@function?5?$CFd?5?$CF?41f?6?$AA@", i32 noundef 11, double noundef 2.500000e+01)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  %26 = load ptr, ptr %2, align 4
  %27 = load ptr, ptr %26, align 4
  %28 = call x86_thiscallcc noundef ptr %27(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 0) #12
  call void @free(ptr noundef nonnull %2)
  ret i32 0

29:                                               ; preds = %8, %0
  %30 = cleanuppad within none []
  %31 = load ptr, ptr %2, align 4
  %32 = load ptr, ptr %31, align 4
  %33 = call x86_thiscallcc noundef ptr %32(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef 0) #12 [ "funclet"(token %30) ]
  call void @free(ptr noundef nonnull %2) [ "funclet"(token %30) ]
  cleanupret from %30 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

define linkonce_odr x86_thiscallcc void @"??_9Animal@@$B3AE"(ptr noundef %0, ...) local_unnamed_addr #4 comdat align 2 {
  %2 = load ptr, ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %2, i32 4
  %4 = load ptr, ptr %3, align 4
  musttail call x86_thiscallcc void (ptr, ...) %4(ptr noundef nonnull %0, ...)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GBird@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #13
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?sound@Bird@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @"??_C@_05JMMLJPFM@tweet?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GAnimal@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #13
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?sound@Animal@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @"??_C@_03KHICJKCI@?4?4?4?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { allocsize(0) }
attributes #12 = { nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ: argument 0"}
!6 = distinct !{!6, !"??$make_owner@UBird@@$$V@@YA?AV?$Owner@UBird@@@@XZ"}
