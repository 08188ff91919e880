; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Careful = type { i8 }

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr hidden constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"~Careful start\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"~Careful end\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL4workv()
          to label %14 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @_ZTI3Err]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #10
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = call ptr @__cxa_begin_catch(ptr %5) #10 [ "funclet"(token %4) ]
  %11 = load i32, ptr %10, align 4, !tbaa !2
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %15

13:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %4) ]
  unreachable

14:                                               ; preds = %0
  unreachable

15:                                               ; preds = %9
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4workv() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Careful, align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #10
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 1, ptr %2, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #6
          to label %6 unwind label %3

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call noundef ptr @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #10 [ "funclet"(token %4) ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #10
  cleanupret from %4 unwind to caller

6:                                                ; preds = %0
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN3ErrD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN7CarefulD2Ev(ptr noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #7 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke fastcc void @_ZL7helper2i()
          to label %17 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind label %36

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTI3Err]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #10
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #10 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !2
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13) [ "funclet"(token %6) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %6) ]
          to label %15 unwind label %36

15:                                               ; preds = %11
  catchret from %6 to label %18

16:                                               ; preds = %5
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %6) ]
          to label %35 unwind label %36

17:                                               ; preds = %1
  unreachable

18:                                               ; preds = %15
  %19 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 3, ptr %19, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIi, ptr null) #6
          to label %35 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22] unwind label %36

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @_ZTIi]
  %24 = tail call ptr @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %22
  %29 = call ptr @__cxa_begin_catch(ptr %24) #10 [ "funclet"(token %23) ]
  %30 = load i32, ptr %29, align 4, !tbaa !7
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30) [ "funclet"(token %23) ]
  call void @__cxa_end_catch() #10 [ "funclet"(token %23) ]
  catchret from %23 to label %33

32:                                               ; preds = %22
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %23) ]
          to label %35 unwind label %36

33:                                               ; preds = %28
  %34 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret ptr %0

35:                                               ; preds = %32, %18, %16
  unreachable

36:                                               ; preds = %32, %20, %16, %11, %3
  %37 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %37) ]
  unreachable
}

; Function Attrs: mustprogress noinline noreturn
define internal fastcc void @_ZL7helper2i() unnamed_addr #8 {
  tail call fastcc void @_ZL6helperi()
  unreachable
}

; Function Attrs: mustprogress noinline noreturn
define internal fastcc void @_ZL6helperi() unnamed_addr #8 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 2, ptr %1, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #6
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { mustprogress noinline noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS3Err", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
