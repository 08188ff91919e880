; ModuleID = 'llvm-link'
source_filename = "mixed.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.EXCEPTION_POINTERS = type { %struct.EXCEPTION_RECORD*, i8* }
%struct.EXCEPTION_RECORD = type { i32, i32, %struct.EXCEPTION_RECORD*, i8*, i32, [15 x i64] }
%struct.Obj = type { i32 }
%struct.Guard = type { i8* }

$"??0Obj@@QEAA@H@Z" = comdat any

$"??1Guard@@QEAA@XZ" = comdat any

$"??1Obj@@QEAA@XZ" = comdat any

$"??0Obj@@QEAA@AEBU0@@Z" = comdat any

$"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@" = comdat any

$"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@" = comdat any

$"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@" = comdat any

$"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = comdat any

$"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = comdat any

$"??_C@_03KCHOJKKI@set?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = comdat any

$"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = comdat any

$"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"1: a C++ throw taken by __except\0A\00", comdat, align 1
@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 1
@"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"2: declined by the filter, caught by C++\0A\00", comdat, align 1
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 1
@"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@" = linkonce_odr dso_local unnamed_addr constant [40 x i8] c"3: an SEH exception through C++ frames\0A\00", comdat, align 1
@seen_params = internal global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 1
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 1
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 1
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUObj@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Obj* (%struct.Obj*, %struct.Obj*)* @"??0Obj@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Obj*)* @"??1Obj@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUObj@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 1
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  catch (...) takes it\0A\00", comdat, align 1
@"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"  catch (int): not reached\0A\00", comdat, align 1
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 1
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@CNBFDDDJ@1?3?5a?5C?$CL?$CL?5throw?5taken?5by?5__except@", i64 0, i64 0))
  invoke void @throw_through_finally() #8
          to label %30 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = call i32 @llvm.eh.exceptioncode(token %8)
  store i32 %10, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %11)
  br label %13

13:                                               ; preds = %30, %9
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @"??_C@_0CK@NGDGMEKB@2?3?5declined?5by?5the?5filter?0?5caugh@", i64 0, i64 0))
  %15 = call i32 @cxx_catch_around(void ()* noundef @declining)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %15)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @"??_C@_0CI@PJBIGNON@3?3?5an?5SEH?5exception?5through?5C?$CL?$CL?5@", i64 0, i64 0))
  invoke void @cxx_call(void ()* noundef @raiser) #8
          to label %29 unwind label %18

18:                                               ; preds = %13
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %21 to label %22

22:                                               ; preds = %20
  %23 = call i32 @llvm.eh.exceptioncode(token %21)
  store i32 %23, i32* %3, align 4
  %24 = load i32, i32* %3, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %24)
  br label %26

26:                                               ; preds = %29, %22
  %27 = load i32, i32* @seen_params, align 4
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %27)
  ret i32 0

29:                                               ; preds = %13
  br label %26

30:                                               ; preds = %0
  br label %13
}

declare dso_local i32 @__C_specific_handler(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @throw_through_finally() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @cxx_throw(i32 noundef 7) #8
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@throw_through_finally@@"(i8 noundef 0, i8* noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@throw_through_finally@@"(i8 noundef 1, i8* noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %11 = call i32 @look(%struct.EXCEPTION_POINTERS* noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @declining() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  invoke void @cxx_throw(i32 noundef 8) #8
          to label %2 unwind label %5

2:                                                ; preds = %0
  %3 = call i8* @llvm.localaddress()
  invoke void @"?fin$0@0@declining@@"(i8 noundef 0, i8* noundef %3) #8
          to label %4 unwind label %9

4:                                                ; preds = %2
  br label %16

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call i8* @llvm.localaddress()
  invoke void @"?fin$0@0@declining@@"(i8 noundef 1, i8* noundef %7) #8 [ "funclet"(token %6) ]
          to label %8 unwind label %9

8:                                                ; preds = %5
  cleanupret from %6 unwind label %9

9:                                                ; preds = %8, %5, %2
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@declining@@" to i8*)]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 @llvm.eh.exceptioncode(token %12)
  store i32 %14, i32* %1, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0))
  br label %16

16:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @raiser() #0 {
  call void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, i64* noundef null)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %11 = call i32 @look(%struct.EXCEPTION_POINTERS* noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @look(%struct.EXCEPTION_POINTERS* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.EXCEPTION_POINTERS*, align 8
  %5 = alloca %struct.EXCEPTION_RECORD*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.EXCEPTION_POINTERS* %0, %struct.EXCEPTION_POINTERS** %4, align 8
  %6 = load %struct.EXCEPTION_POINTERS*, %struct.EXCEPTION_POINTERS** %4, align 8
  %7 = getelementptr inbounds %struct.EXCEPTION_POINTERS, %struct.EXCEPTION_POINTERS* %6, i32 0, i32 0
  %8 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %7, align 8
  store %struct.EXCEPTION_RECORD* %8, %struct.EXCEPTION_RECORD** %5, align 8
  %9 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %10 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %9, i32 0, i32 4
  %11 = load i32, i32* %10, align 8
  %12 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %13 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %16 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 8
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i64 0, i64 0), i32 noundef %17, i32 noundef %14, i32 noundef %11)
  %19 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %20 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 8
  %22 = icmp eq i32 %21, -529697949
  br i1 %22, label %23, label %46

23:                                               ; preds = %2
  %24 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %25 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %24, i32 0, i32 5
  %26 = getelementptr inbounds [15 x i64], [15 x i64]* %25, i64 0, i64 2
  %27 = load i64, i64* %26, align 8
  %28 = icmp ne i64 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCHOJKKI@set?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MLLLIHIP@null?$AA@", i64 0, i64 0)
  %31 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %32 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %31, i32 0, i32 5
  %33 = getelementptr inbounds [15 x i64], [15 x i64]* %32, i64 0, i64 1
  %34 = load i64, i64* %33, align 8
  %35 = inttoptr i64 %34 to i8*
  %36 = call i32 @cxx_obj_value(i8* noundef %35)
  %37 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %38 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %37, i32 0, i32 5
  %39 = getelementptr inbounds [15 x i64], [15 x i64]* %38, i64 0, i64 0
  %40 = load i64, i64* %39, align 8
  %41 = trunc i64 %40 to i32
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i64 0, i64 0), i32 noundef %41, i32 noundef %36, i8* noundef %30)
  %43 = load %struct.EXCEPTION_RECORD*, %struct.EXCEPTION_RECORD** %5, align 8
  %44 = getelementptr inbounds %struct.EXCEPTION_RECORD, %struct.EXCEPTION_RECORD* %43, i32 0, i32 4
  %45 = load i32, i32* %44, align 8
  store i32 %45, i32* @seen_params, align 4
  br label %46

46:                                               ; preds = %23, %2
  %47 = load i32, i32* %3, align 4
  ret i32 %47
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #4

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@declining@@"(i8 noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 8
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@declining@@"(i8* noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = bitcast i8* %0 to %struct.EXCEPTION_POINTERS*
  %11 = call i32 @look(%struct.EXCEPTION_POINTERS* noundef %10, i32 noundef 0)
  ret i32 %11
}

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@throw_through_finally@@"(i8 noundef %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 8
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local i32 @cxx_obj_value(i8* noundef %0) #5 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = bitcast i8* %3 to %struct.Obj*
  %5 = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 0
  %6 = load i32, i32* %5, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @cxx_throw(i32 noundef %0) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 8
  %4 = alloca %struct.Obj, align 4
  store i32 %0, i32* %2, align 4
  %5 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07PCOLHLLC@thrower?$AA@", i64 0, i64 0), i8** %5, align 8
  %6 = load i32, i32* %2, align 4
  %7 = invoke noundef %struct.Obj* @"??0Obj@@QEAA@H@Z"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %6)
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = bitcast %struct.Obj* %4 to i8*
  invoke void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @"_TI1?AUObj@@") #9
          to label %12 unwind label %10

10:                                               ; preds = %8, %1
  %11 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

12:                                               ; preds = %8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Obj* @"??0Obj@@QEAA@H@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Obj*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Obj* %0, %struct.Obj** %4, align 8
  %5 = load %struct.Obj*, %struct.Obj** %4, align 8
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* %3, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %8)
  ret %struct.Obj* %5
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Obj* @"??0Obj@@QEAA@AEBU0@@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Obj* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca %struct.Obj*, align 8
  %4 = alloca %struct.Obj*, align 8
  store %struct.Obj* %1, %struct.Obj** %3, align 8
  store %struct.Obj* %0, %struct.Obj** %4, align 8
  %5 = load %struct.Obj*, %struct.Obj** %4, align 8
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load %struct.Obj*, %struct.Obj** %3, align 8
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %11)
  ret %struct.Obj* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i32 @cxx_catch_around(void ()* noundef %0) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca void ()*, align 8
  %4 = alloca %struct.Obj*, align 8
  store void ()* %0, void ()** %3, align 8
  %5 = load void ()*, void ()** %3, align 8
  invoke void %5()
          to label %17 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor9* @"??_R0?AUObj@@@8", i32 8, %struct.Obj** %4]
  %10 = load %struct.Obj*, %struct.Obj** %4, align 8
  %11 = getelementptr inbounds %struct.Obj, %struct.Obj* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %12) [ "funclet"(token %9) ]
  %14 = load %struct.Obj*, %struct.Obj** %4, align 8
  %15 = getelementptr inbounds %struct.Obj, %struct.Obj* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %2, align 4
  catchret from %9 to label %18

17:                                               ; preds = %1
  br label %19

18:                                               ; preds = %8
  br label %20

19:                                               ; preds = %17
  store i32 0, i32* %2, align 4
  br label %20

20:                                               ; preds = %19, %18
  %21 = load i32, i32* %2, align 4
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @cxx_call(void ()* noundef %0) #6 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca void ()*, align 8
  %3 = alloca %struct.Guard, align 8
  store void ()* %0, void ()** %2, align 8
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GFECGKEO@caller?$AA@", i64 0, i64 0), i8** %4, align 8
  %5 = load void ()*, void ()** %2, align 8
  invoke void %5()
          to label %19 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8, label %14] unwind label %20

8:                                                ; preds = %6
  %9 = catchpad within %7 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@BMMFNCOM@?5?5catch?5?$CIint?$CJ?3?5not?5reached?6?$AA@", i64 0, i64 0)) [ "funclet"(token %9) ]
          to label %11 unwind label %20

11:                                               ; preds = %8
  catchret from %9 to label %12

12:                                               ; preds = %11
  br label %13

13:                                               ; preds = %19, %18, %12
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #10
  ret void

14:                                               ; preds = %6
  %15 = catchpad within %7 [i8* null, i32 64, i8* null]
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LOJJKBKI@?5?5catch?5?$CI?4?4?4?$CJ?5takes?5it?6?$AA@", i64 0, i64 0)) [ "funclet"(token %15) ]
          to label %17 unwind label %20

17:                                               ; preds = %14
  catchret from %15 to label %18

18:                                               ; preds = %17
  br label %13

19:                                               ; preds = %1
  br label %13

20:                                               ; preds = %14, %8, %6
  %21 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #10 [ "funclet"(token %21) ]
  cleanupret from %21 unwind to caller
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!1, !2, !3}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
