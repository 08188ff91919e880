; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor19 = type { i8**, i8*, [20 x i8] }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }

$"??_R0?AVbad_alloc@std@@@8" = comdat any

$"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = comdat any

@"?g_keep@@3RAXA" = dso_local global i8* null, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AVbad_alloc@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVbad_alloc@std@@\00" }, comdat
@"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", comdat, align 1
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { i8** @"??_7type_info@@6B@", i8* null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", comdat, align 1
@str = private unnamed_addr constant [10 x i8] c"allocated\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %"class.std::bad_alloc"*, align 4
  %2 = alloca %"class.std::exception"*, align 4
  tail call fastcc void @"?grab@@YAXI@Z"(i32 noundef 16)
  invoke fastcc void @"?grab@@YAXI@Z"(i32 noundef -2147483648)
          to label %15 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor19* @"??_R0?AVbad_alloc@std@@@8", i32 8, %"class.std::bad_alloc"** %1]
  %7 = bitcast %"class.std::bad_alloc"** %1 to %"class.std::exception"**
  %8 = load %"class.std::exception"*, %"class.std::exception"** %7, align 4, !tbaa !3
  %9 = bitcast %"class.std::exception"* %8 to i8* (%"class.std::exception"*)***
  %10 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %9, align 4, !tbaa !7
  %11 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %10, i32 1
  %12 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %11, align 4
  %13 = call x86_thiscallcc noundef i8* %12(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %8) [ "funclet"(token %6) ]
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@FPDEECBJ@bad_alloc?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %13) [ "funclet"(token %6) ]
  catchret from %6 to label %15

15:                                               ; preds = %0, %5
  invoke fastcc void @"?grab@@YAXI@Z"(i32 noundef -2147483584)
          to label %27 unwind label %16

16:                                               ; preds = %15
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor19* @"??_R0?AVexception@std@@@8", i32 8, %"class.std::exception"** %2]
  %20 = load %"class.std::exception"*, %"class.std::exception"** %2, align 4, !tbaa !3
  %21 = bitcast %"class.std::exception"* %20 to i8* (%"class.std::exception"*)***
  %22 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %21, align 4, !tbaa !7
  %23 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %22, i32 1
  %24 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %23, align 4
  %25 = call x86_thiscallcc noundef i8* %24(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %20) [ "funclet"(token %19) ]
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GHLNPEBL@as?5exception?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %25) [ "funclet"(token %19) ]
  catchret from %19 to label %27

27:                                               ; preds = %15, %18
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?grab@@YAXI@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call noalias noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef %0) #6
  store volatile i8* %2, i8** @"?g_keep@@3RAXA", align 4, !tbaa !3
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0))
  %4 = load volatile i8*, i8** @"?g_keep@@3RAXA", align 4, !tbaa !3
  tail call void @"??3@YAXPAX@Z"(i8* noundef %4) #7
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @"??2@YAPAXI@Z"(i32 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"vtable pointer", !6, i64 0}
