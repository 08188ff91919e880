; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS5First = comdat any

$_ZTI5First = comdat any

$_ZTS6Second = comdat any

$_ZTI6Second = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5First = linkonce_odr hidden constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5First, i32 0, i32 0) }, comdat, align 4
@_ZTS6Second = linkonce_odr hidden constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Second, i32 0, i32 0) }, comdat, align 4
@str = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.4 = private unnamed_addr constant [15 x i8] c"throwing First\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"~Bad throws Second\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL4workv()
          to label %9 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* null]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %9

9:                                                ; preds = %0, %3
  ret i32 0
}

; Function Attrs: noinline norecurse noreturn
define internal fastcc void @_ZL4workv() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.4, i32 0, i32 0))
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %3 = bitcast i8* %2 to i32*
  store i32 1, i32* %3, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI5First to i8*), i8* null) #4
          to label %10 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  %6 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str.5, i32 0, i32 0)) [ "funclet"(token %5) ]
  %7 = call i8* @__cxa_allocate_exception(i32 4) #2 [ "funclet"(token %5) ]
  %8 = bitcast i8* %7 to i32*
  store i32 2, i32* %8, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %7, i8* bitcast ({ i8*, i8* }* @_ZTI6Second to i8*), i8* null) #4 [ "funclet"(token %5) ]
          to label %9 unwind label %11

9:                                                ; preds = %4
  unreachable

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %4
  %12 = cleanuppad within %5 []
  call void @_ZSt9terminatev() #5 [ "funclet"(token %12) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS5First", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 0}
!8 = !{!"_ZTS6Second", !4, i64 0}
