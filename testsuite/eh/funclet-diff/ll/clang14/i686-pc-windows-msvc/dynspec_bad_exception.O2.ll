; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%rtti.TypeDescriptor23 = type { i8**, i8*, [24 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)**, %struct.__std_exception_data }
%struct.__std_exception_data = type { i8*, i8 }
%struct.B = type { i32 }

$"??1B@@QAE@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AVbad_exception@std@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AVbad_exception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor23 { i8** @"??_7type_info@@6B@", i8* null, [24 x i8] c".?AVbad_exception@std@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", comdat, align 1
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUB@@@84"] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.B*)* @"??1B@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUB@@" to i8*) }, section ".xdata", comdat
@"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.2 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.3 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %"class.std::bad_exception"*, align 4
  %2 = tail call void ()* @set_unexpected(void ()* noundef nonnull @"?rethrow_handler@@YAXXZ") #7
  invoke fastcc void @"?spec@@YAXH@Z"()
          to label %8 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5, label %10, label %20] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, i8* null]
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.2, i32 0, i32 0)) [ "funclet"(token %6) ]
  catchret from %6 to label %8

8:                                                ; preds = %0, %20, %10, %5
  %9 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.1, i32 0, i32 0))
  ret i32 0

10:                                               ; preds = %3
  %11 = catchpad within %4 [%rtti.TypeDescriptor23* @"??_R0?AVbad_exception@std@@@8", i32 8, %"class.std::bad_exception"** %1]
  %12 = bitcast %"class.std::bad_exception"** %1 to %"class.std::exception"**
  %13 = load %"class.std::exception"*, %"class.std::exception"** %12, align 4, !tbaa !3
  %14 = bitcast %"class.std::exception"* %13 to i8* (%"class.std::exception"*)***
  %15 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %14, align 4, !tbaa !7
  %16 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, i32 1
  %17 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %16, align 4
  %18 = call x86_thiscallcc noundef i8* %17(%"class.std::exception"* noundef nonnull align 4 dereferenceable(12) %13) [ "funclet"(token %11) ]
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %18) [ "funclet"(token %11) ]
  catchret from %11 to label %8

20:                                               ; preds = %3
  %21 = catchpad within %4 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, i8* null]
  %22 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %21) ]
  catchret from %21 to label %8
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn
define internal void @"?rethrow_handler@@YAXXZ"() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.3, i32 0, i32 0))
  tail call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #8
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @"?spec@@YAXH@Z"() unnamed_addr #3 {
  %1 = alloca %struct.B, align 4
  %2 = getelementptr inbounds %struct.B, %struct.B* %1, i32 0, i32 0
  store i32 5, i32* %2, align 4, !tbaa !9
  %3 = bitcast %struct.B* %1 to i8*
  call void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @"_TI1?AUB@@") #8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1B@@QAE@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %3)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"?AUB@@", !11, i64 0}
!11 = !{!"int", !5, i64 0}
