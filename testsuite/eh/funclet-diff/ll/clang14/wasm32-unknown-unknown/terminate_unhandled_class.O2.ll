; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.app::Failure" = type { i32 }

$_ZN3app7FailureD2Ev = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant i8*
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSN3app7FailureE = linkonce_odr hidden constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN3app7FailureE, i32 0, i32 0) }, comdat, align 4
@str = private unnamed_addr constant [19 x i8] c"never: const char*\00", align 1
@str.4 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.5 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1
@str.6 = private unnamed_addr constant [17 x i8] c"~Failure (never)\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL3runv()
          to label %13 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %15

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #2
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %4) ]
  catchret from %4 to label %13

12:                                               ; preds = %3
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %4) ]
          to label %18 unwind label %15

13:                                               ; preds = %0, %9
  %14 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.5, i32 0, i32 0)) #2
  ret i32 0

15:                                               ; preds = %12, %1
  %16 = cleanuppad within none []
  %17 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.5, i32 0, i32 0)) #2 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

18:                                               ; preds = %12
  unreachable
}

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL3runv() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i32*
  store i32 3, i32* %2, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTIN3app7FailureE to i8*), i8* bitcast (%"struct.app::Failure"* (%"struct.app::Failure"*)* @_ZN3app7FailureD2Ev to i8*)) #4
          to label %20 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %17

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i8** @_ZTIi to i8*)]
  %7 = tail call i8* @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = call i8* @__cxa_begin_catch(i8* %7) #2 [ "funclet"(token %6) ]
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.4, i32 0, i32 0)) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %6) ]
  catchret from %6 to label %15

14:                                               ; preds = %5
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %6) ]
          to label %20 unwind label %17

15:                                               ; preds = %11
  %16 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.5, i32 0, i32 0)) #2
  ret void

17:                                               ; preds = %14, %3
  %18 = cleanuppad within none []
  %19 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.5, i32 0, i32 0)) #2 [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller

20:                                               ; preds = %14, %0
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %"struct.app::Failure"* @_ZN3app7FailureD2Ev(%"struct.app::Failure"* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.6, i32 0, i32 0))
  ret %"struct.app::Failure"* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTSN3app7FailureE", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
