; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { i8* }
%struct.Lost = type { i32 }

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS4Lost = comdat any

$_ZTI4Lost = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"middle: cleanup and rethrow\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Lost = linkonce_odr hidden constant [6 x i8] c"4Lost\00", comdat, align 1
@_ZTI4Lost = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Lost, i32 0, i32 0) }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  store i32 0, i32* %1, align 4
  %3 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  invoke void @_ZL6middlev()
          to label %4 unwind label %7

4:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  %5 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #3
  %6 = load i32, i32* %1, align 4
  ret i32 %6

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #3 [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Local*, align 4
  %4 = alloca i8*, align 4
  store %struct.Local* %0, %struct.Local** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlev() #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0))
  invoke void @_ZL7throwerv()
          to label %15 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %21

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* null]
  %8 = call i8* @llvm.wasm.get.exception(token %7)
  store i8* %8, i8** %2, align 4
  %9 = call i32 @llvm.wasm.get.ehselector(token %7)
  br label %10

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 4
  %12 = call i8* @__cxa_begin_catch(i8* %11) #3 [ "funclet"(token %7) ]
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i32 0, i32 0)) [ "funclet"(token %7) ]
          to label %14 unwind label %16

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %7) ]
          to label %24 unwind label %16

15:                                               ; preds = %0
  br label %19

16:                                               ; preds = %14, %10
  %17 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %17) ]
          to label %18 unwind label %25

18:                                               ; preds = %16
  cleanupret from %17 unwind label %21

19:                                               ; preds = %15
  %20 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #3
  ret void

21:                                               ; preds = %18, %4
  %22 = cleanuppad within none []
  %23 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #3 [ "funclet"(token %22) ]
  cleanupret from %22 unwind to caller

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %16
  %26 = cleanuppad within %17 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %26) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Local* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throwerv() #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
  %3 = call i8* @__cxa_allocate_exception(i32 4) #3
  %4 = bitcast i8* %3 to %struct.Lost*
  %5 = getelementptr inbounds %struct.Lost, %struct.Lost* %4, i32 0, i32 0
  store i32 1, i32* %5, align 16
  invoke void @__cxa_throw(i8* %3, i8* bitcast ({ i8*, i8* }* @_ZTI4Lost to i8*), i8* null) #6
          to label %9 unwind label %6

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  %8 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #3 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller

9:                                                ; preds = %0
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
