; ModuleID = 'dynspec_unexpected_rethrow.cpp'
source_filename = "dynspec_unexpected_rethrow.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"never: B %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"caught A %d\0A\00", align 1
@str = private unnamed_addr constant [31 x i8] c"unexpected handler: throwing A\00", align 1
@str.4 = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL7handlerv) #9
  br label %3

2:                                                ; preds = %26
  ret i32 0

3:                                                ; preds = %0, %26
  %4 = phi i32 [ 1, %0 ], [ %27, %26 ]
  invoke fastcc void @_ZL6only_ai(i32 noundef %4)
          to label %25 unwind label %5

5:                                                ; preds = %3
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @_ZTI1A, ptr @_ZTI1B]
  %9 = tail call ptr @llvm.wasm.get.exception(token %8)
  %10 = tail call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #9
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %17

13:                                               ; preds = %7
  %14 = call ptr @__cxa_begin_catch(ptr %9) #9 [ "funclet"(token %8) ]
  %15 = load i32, ptr %14, align 4, !tbaa !2
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15) [ "funclet"(token %8) ]
  call void @__cxa_end_catch() [ "funclet"(token %8) ]
  catchret from %8 to label %26

17:                                               ; preds = %7
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #9
  %19 = icmp eq i32 %10, %18
  br i1 %19, label %20, label %24

20:                                               ; preds = %17
  %21 = call ptr @__cxa_begin_catch(ptr %9) #9 [ "funclet"(token %8) ]
  %22 = load i32, ptr %21, align 4, !tbaa !7
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22) [ "funclet"(token %8) ]
  call void @__cxa_end_catch() [ "funclet"(token %8) ]
  catchret from %8 to label %26

24:                                               ; preds = %17
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %8) ]
  unreachable

25:                                               ; preds = %3
  unreachable

26:                                               ; preds = %13, %20
  %27 = add nuw nsw i32 %4, 1
  %28 = icmp eq i32 %27, 3
  br i1 %28, label %2, label %3, !llvm.loop !9
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn
define internal void @_ZL7handlerv() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 2, ptr %2, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1A, ptr null) #7
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL6only_ai(i32 noundef %0) unnamed_addr #3 personality ptr @__gxx_wasm_personality_v0 {
  %2 = icmp eq i32 %0, 1
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  br i1 %2, label %4, label %5

4:                                                ; preds = %1
  store i32 1, ptr %3, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI1A, ptr null) #7
          to label %9 unwind label %6

5:                                                ; preds = %1
  store i32 2, ptr %3, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI1B, ptr null) #7
          to label %9 unwind label %6

6:                                                ; preds = %5, %4
  %7 = cleanuppad within none []
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4) [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller

9:                                                ; preds = %5, %4
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { noreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1A", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 0}
!8 = !{!"_ZTS1B", !4, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
