; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

@g_keep = hidden global i8* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"allocated\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  tail call fastcc void @_ZL4grabm(i32 noundef 16)
  invoke fastcc void @_ZL4grabm(i32 noundef -2147483648)
          to label %19 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #2
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %18

9:                                                ; preds = %3
  %10 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %11 = bitcast i8* %10 to %"class.std::bad_alloc"*
  %12 = bitcast i8* %10 to i8* (%"class.std::bad_alloc"*)***
  %13 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %12, align 4, !tbaa !2
  %14 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %13, i32 2
  %15 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %14, align 4
  %16 = call noundef i8* %15(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %11) #2 [ "funclet"(token %4) ]
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i8* noundef %16) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %19

18:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %4) ]
  unreachable

19:                                               ; preds = %0, %9
  invoke fastcc void @_ZL4grabm(i32 noundef -2147483584)
          to label %38 unwind label %20

20:                                               ; preds = %19
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %24 = tail call i8* @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #2
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %22
  %29 = call i8* @__cxa_begin_catch(i8* %24) #2 [ "funclet"(token %23) ]
  %30 = bitcast i8* %29 to %"class.std::exception"*
  %31 = bitcast i8* %29 to i8* (%"class.std::exception"*)***
  %32 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %31, align 4, !tbaa !2
  %33 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %32, i32 2
  %34 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %33, align 4
  %35 = call noundef i8* %34(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %30) #2 [ "funclet"(token %23) ]
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i8* noundef %35) [ "funclet"(token %23) ]
  call void @__cxa_end_catch() [ "funclet"(token %23) ]
  catchret from %23 to label %38

37:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %23) ]
  unreachable

38:                                               ; preds = %19, %28
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL4grabm(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call noalias noundef nonnull i8* @_Znwm(i32 noundef %0) #9
  store volatile i8* %2, i8** @g_keep, align 4, !tbaa !5
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0))
  %4 = load volatile i8*, i8** @g_keep, align 4, !tbaa !5
  tail call void @_ZdlPv(i8* noundef %4) #2
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nofree nounwind }
attributes #9 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !4, i64 0}
