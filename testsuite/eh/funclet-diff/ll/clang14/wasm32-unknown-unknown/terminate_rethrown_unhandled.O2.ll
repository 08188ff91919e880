; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS4Lost = comdat any

$_ZTI4Lost = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Lost = linkonce_odr hidden constant [6 x i8] c"4Lost\00", comdat, align 1
@_ZTI4Lost = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Lost, i32 0, i32 0) }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@str = private unnamed_addr constant [28 x i8] c"middle: cleanup and rethrow\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL6middlev()
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0)) #3
  ret i32 0

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0)) #3 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: noinline norecurse
define internal fastcc void @_ZL6middlev() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL7throwerv()
          to label %12 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %14

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* null]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = call i8* @__cxa_begin_catch(i8* %5) #3 [ "funclet"(token %4) ]
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %4) ]
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %4) ]
          to label %17 unwind label %9

9:                                                ; preds = %3
  %10 = cleanuppad within %4 []
  invoke void @__cxa_end_catch() [ "funclet"(token %10) ]
          to label %11 unwind label %18

11:                                               ; preds = %9
  cleanupret from %10 unwind label %14

12:                                               ; preds = %0
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0)) #3
  ret void

14:                                               ; preds = %11, %1
  %15 = cleanuppad within none []
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0)) #3 [ "funclet"(token %15) ]
  cleanupret from %15 unwind to caller

17:                                               ; preds = %3
  unreachable

18:                                               ; preds = %9
  %19 = cleanuppad within %10 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %19) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline norecurse noreturn
define internal fastcc void @_ZL7throwerv() unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI4Lost to i8*), i8* null) #6
          to label %6 unwind label %3

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0)) #3 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller

6:                                                ; preds = %0
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nofree nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS4Lost", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
