; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor19 = type { ptr, ptr, [20 x i8] }

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

@"?g_keep@@3RAXA" = dso_local global ptr null, align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", comdat, align 1
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@str = private unnamed_addr constant [10 x i8] c"allocated\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  tail call fastcc void @"?grab@@YAXI@Z"(i32 noundef 16)
  invoke fastcc void @"?grab@@YAXI@Z"(i32 noundef -2147483648)
          to label %13 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AVbad_alloc@std@@@8", i32 8, ptr %1]
  %7 = load ptr, ptr %1, align 4
  %8 = load ptr, ptr %7, align 4
  %9 = getelementptr inbounds i8, ptr %8, i32 4
  %10 = load ptr, ptr %9, align 4
  %11 = call x86_thiscallcc noundef ptr %10(ptr noundef nonnull align 4 dereferenceable(12) %7) [ "funclet"(token %6) ]
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@", ptr noundef %11) [ "funclet"(token %6) ]
  catchret from %6 to label %13

13:                                               ; preds = %0, %5
  invoke fastcc void @"?grab@@YAXI@Z"(i32 noundef -2147483584)
          to label %24 unwind label %14

14:                                               ; preds = %13
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0?AVexception@std@@@8", i32 8, ptr %2]
  %18 = load ptr, ptr %2, align 4
  %19 = load ptr, ptr %18, align 4
  %20 = getelementptr inbounds i8, ptr %19, i32 4
  %21 = load ptr, ptr %20, align 4
  %22 = call x86_thiscallcc noundef ptr %21(ptr noundef nonnull align 4 dereferenceable(12) %18) [ "funclet"(token %17) ]
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", ptr noundef %22) [ "funclet"(token %17) ]
  catchret from %17 to label %24

24:                                               ; preds = %13, %16
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?grab@@YAXI@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call noalias noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef %0) #6
  store volatile ptr %2, ptr @"?g_keep@@3RAXA", align 4
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %4 = load volatile ptr, ptr @"?g_keep@@3RAXA", align 4
  tail call void @"??3@YAXPAX@Z"(ptr noundef %4) #7
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @"??2@YAPAXI@Z"(i32 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
