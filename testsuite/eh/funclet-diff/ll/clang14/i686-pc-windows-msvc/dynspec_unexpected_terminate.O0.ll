; ModuleID = 'dynspec_unexpected_terminate.cpp'
source_filename = "dynspec_unexpected_terminate.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Local = type { i8* }
%struct.B = type { i32 }

$"??0Local@@QAE@PBD@Z" = comdat any

$"??1Local@@QAE@XZ" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = comdat any

$"??_C@_06HMGADEJG@only_a?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 1
@"??_C@_06HMGADEJG@only_a?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"only_a\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUB@@@84"] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUB@@" to i8*) }, section ".xdata", comdat
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  store i32 0, i32* %1, align 4
  %3 = call x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i32 0, i32 0))
  invoke void @"?only_a@@YAXXZ"()
          to label %13 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %14

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* null, i32 64, i8* null]
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@", i32 0, i32 0)) [ "funclet"(token %7) ]
          to label %9 unwind label %14

9:                                                ; preds = %6
  catchret from %7 to label %10

10:                                               ; preds = %9
  br label %11

11:                                               ; preds = %10, %13
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #4
  %12 = load i32, i32* %1, align 4
  ret i32 %12

13:                                               ; preds = %0
  br label %11

14:                                               ; preds = %6, %4
  %15 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #4 [ "funclet"(token %15) ]
  cleanupret from %15 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Local*, align 4
  store i8* %1, i8** %3, align 4
  store %struct.Local* %0, %struct.Local** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %4, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?only_a@@YAXXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = call x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HMGADEJG@only_a?$AA@", i32 0, i32 0))
  invoke void @"?thrower@@YAXXZ"()
          to label %3 unwind label %4

3:                                                ; preds = %0
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #4
  ret void

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #4 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca %struct.B, align 4
  %3 = call x86_thiscallcc noundef %struct.Local* @"??0Local@@QAE@PBD@Z"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PCOLHLLC@thrower?$AA@", i32 0, i32 0))
  %4 = getelementptr inbounds %struct.B, %struct.B* %2, i32 0, i32 0
  store i32 1, i32* %4, align 4
  %5 = bitcast %struct.B* %2 to i8*
  invoke void @_CxxThrowException(i8* %5, %eh.ThrowInfo* @"_TI1?AUB@@") #6
          to label %8 unwind label %6

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call x86_thiscallcc void @"??1Local@@QAE@XZ"(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #4 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller

8:                                                ; preds = %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
