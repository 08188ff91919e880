; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Implicit = type { i8 }

$"??1Implicit@@QAE@XZ" = comdat any

$"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@" = comdat any

$"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = comdat any

$"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"leaving scope\0A\00", comdat, align 1
@"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"never: caught\0A\00", comdat, align 1
@"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  store i32 0, i32* %1, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@INAGNCNC@leaving?5scope?6?$AA@", i32 0, i32 0))
          to label %4 unwind label %5

4:                                                ; preds = %0
  call x86_thiscallcc void @"??1Implicit@@QAE@XZ"(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #3
  br label %13

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call x86_thiscallcc void @"??1Implicit@@QAE@XZ"(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #3 [ "funclet"(token %6) ]
  cleanupret from %6 unwind label %7

7:                                                ; preds = %5
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* null, i32 64, i8* null]
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@CKEMKDCH@never?3?5caught?6?$AA@", i32 0, i32 0)) [ "funclet"(token %10) ]
  catchret from %10 to label %12

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %12, %4
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Implicit@@QAE@XZ"(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Implicit*, align 4
  %3 = alloca i32, align 4
  store %struct.Implicit* %0, %struct.Implicit** %2, align 4
  %4 = load %struct.Implicit*, %struct.Implicit** %2, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PDDFEKIG@?$HOImplicit?5throws?6?$AA@", i32 0, i32 0))
          to label %6 unwind label %9

6:                                                ; preds = %1
  store i32 5, i32* %3, align 4
  %7 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %7, %eh.ThrowInfo* @_TI1H) #4
          to label %8 unwind label %9

8:                                                ; preds = %6
  unreachable

9:                                                ; preds = %6, %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %10) ]
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
