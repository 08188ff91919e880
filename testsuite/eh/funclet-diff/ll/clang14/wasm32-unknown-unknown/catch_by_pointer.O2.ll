; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }

$_ZNK7Derived2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

@_ZL9g_derived = internal global %struct.Derived { %struct.Base { i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 0 } }, align 4
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTIP4Base = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTIP7Derived = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPKPKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPKi to i8*) }, comdat, align 4
@_ZTSPPi = linkonce_odr constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSPPi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPi to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant i8*
@_ZTIPKc = external constant i8*
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@_ZTIPv = external constant i8*
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (i32 (%struct.Derived*)* @_ZNK7Derived2idEv to i8*)] }, comdat, align 4
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
@str = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1
@str.11 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.12 = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32*, align 4
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i32 0, i32 0, i32 1), align 4, !tbaa !2
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %3 = bitcast i8* %2 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %3, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #5
          to label %156 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  %8 = tail call i8* @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #1
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %6
  %13 = call i8* @__cxa_begin_catch(i8* %8) #1 [ "funclet"(token %7) ]
  %14 = bitcast i8* %13 to %struct.Base*
  %15 = bitcast i8* %13 to i32 (%struct.Base*)***
  %16 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %15, align 4, !tbaa !9
  %17 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %16, align 4
  %18 = invoke noundef i32 %17(%struct.Base* noundef nonnull align 4 dereferenceable(8) %14) [ "funclet"(token %7) ]
          to label %19 unwind label %48

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, i8* %13, i32 4
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !2
  %23 = icmp eq i8* %13, bitcast (%struct.Derived* @_ZL9g_derived to i8*)
  %24 = zext i1 %23 to i32
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %18, i32 noundef %22, i32 noundef %24) [ "funclet"(token %7) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %7) ]
  catchret from %7 to label %27

26:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

27:                                               ; preds = %19
  %28 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %29 = bitcast i8* %28 to i32**
  store i32* @_ZL5g_int, i32** %29, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %28, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %156 unwind label %30

30:                                               ; preds = %27
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast (i8** @_ZTIPKi to i8*)]
  %34 = tail call i8* @llvm.wasm.get.exception(token %33)
  %35 = tail call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #1
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %43

38:                                               ; preds = %32
  %39 = call i8* @__cxa_begin_catch(i8* %34) #1 [ "funclet"(token %33) ]
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !11
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef %41) [ "funclet"(token %33) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %33) ]
  catchret from %33 to label %44

43:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %33) ]
  unreachable

44:                                               ; preds = %38
  %45 = bitcast i32** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %45) #1
  store i32* @_ZL5g_int, i32** %1, align 4, !tbaa !7
  %46 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %47 = bitcast i8* %46 to i32***
  store i32** %1, i32*** %47, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %46, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPi to i8*), i8* null) #5
          to label %156 unwind label %50

48:                                               ; preds = %12
  %49 = cleanuppad within %7 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %49) ]
  cleanupret from %49 unwind to caller

50:                                               ; preds = %44
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)]
  %54 = call i8* @llvm.wasm.get.exception(token %53)
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)) #1
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %64

58:                                               ; preds = %52
  %59 = call i8* @__cxa_begin_catch(i8* %54) #1 [ "funclet"(token %53) ]
  %60 = bitcast i8* %59 to i32**
  %61 = load i32*, i32** %60, align 4, !tbaa !7
  %62 = load i32, i32* %61, align 4, !tbaa !11
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %62) [ "funclet"(token %53) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %53) ]
  catchret from %53 to label %65

64:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %53) ]
  unreachable

65:                                               ; preds = %58
  %66 = call i8* @__cxa_allocate_exception(i32 4) #1
  %67 = bitcast i8* %66 to i8**
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i8** %67, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %66, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
          to label %156 unwind label %68

68:                                               ; preds = %65
  %69 = catchswitch within none [label %70] unwind to caller

70:                                               ; preds = %68
  %71 = catchpad within %69 [i8* bitcast (i8** @_ZTIPc to i8*), i8* bitcast (i8** @_ZTIPKc to i8*)]
  %72 = call i8* @llvm.wasm.get.exception(token %71)
  %73 = call i32 @llvm.wasm.get.ehselector(token %71)
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPc to i8*)) #1
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %79

76:                                               ; preds = %70
  %77 = call i8* @__cxa_begin_catch(i8* %72) #1 [ "funclet"(token %71) ]
  %78 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.12, i32 0, i32 0)) [ "funclet"(token %71) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %71) ]
  catchret from %71 to label %86

79:                                               ; preds = %70
  %80 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #1
  %81 = icmp eq i32 %73, %80
  br i1 %81, label %82, label %85

82:                                               ; preds = %79
  %83 = call i8* @__cxa_begin_catch(i8* %72) #1 [ "funclet"(token %71) ]
  %84 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i8* noundef %83) [ "funclet"(token %71) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %71) ]
  catchret from %71 to label %86

85:                                               ; preds = %79
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %71) ]
  unreachable

86:                                               ; preds = %82, %76
  %87 = call i8* @__cxa_allocate_exception(i32 4) #1
  %88 = bitcast i8* %87 to i8**
  store i8* bitcast (i32* @_ZL5g_int to i8*), i8** %88, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %87, i8* bitcast (i8** @_ZTIPv to i8*), i8* null) #5
          to label %156 unwind label %89

89:                                               ; preds = %86
  %90 = catchswitch within none [label %91] unwind to caller

91:                                               ; preds = %89
  %92 = catchpad within %90 [i8* bitcast (i8** @_ZTIPi to i8*), i8* bitcast (i8** @_ZTIPv to i8*)]
  %93 = call i8* @llvm.wasm.get.exception(token %92)
  %94 = call i32 @llvm.wasm.get.ehselector(token %92)
  %95 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #1
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %100

97:                                               ; preds = %91
  %98 = call i8* @__cxa_begin_catch(i8* %93) #1 [ "funclet"(token %92) ]
  %99 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.11, i32 0, i32 0)) [ "funclet"(token %92) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %92) ]
  catchret from %92 to label %109

100:                                              ; preds = %91
  %101 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #1
  %102 = icmp eq i32 %94, %101
  br i1 %102, label %103, label %108

103:                                              ; preds = %100
  %104 = call i8* @__cxa_begin_catch(i8* %93) #1 [ "funclet"(token %92) ]
  %105 = icmp eq i8* %104, bitcast (i32* @_ZL5g_int to i8*)
  %106 = zext i1 %105 to i32
  %107 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %106) [ "funclet"(token %92) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %92) ]
  catchret from %92 to label %109

108:                                              ; preds = %100
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %92) ]
  unreachable

109:                                              ; preds = %103, %97
  %110 = call i8* @__cxa_allocate_exception(i32 4) #1
  %111 = bitcast i8* %110 to i32**
  store i32* @_ZL5g_int, i32** %111, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %110, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %156 unwind label %112

112:                                              ; preds = %109
  %113 = catchswitch within none [label %114] unwind to caller

114:                                              ; preds = %112
  %115 = catchpad within %113 [i8* bitcast (i8** @_ZTIPv to i8*)]
  %116 = call i8* @llvm.wasm.get.exception(token %115)
  %117 = call i32 @llvm.wasm.get.ehselector(token %115)
  %118 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #1
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %125

120:                                              ; preds = %114
  %121 = call i8* @__cxa_begin_catch(i8* %116) #1 [ "funclet"(token %115) ]
  %122 = bitcast i8* %121 to i32*
  %123 = load i32, i32* %122, align 4, !tbaa !11
  %124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i32 0, i32 0), i32 noundef %123) [ "funclet"(token %115) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %115) ]
  catchret from %115 to label %126

125:                                              ; preds = %114
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %115) ]
  unreachable

126:                                              ; preds = %120
  %127 = call i8* @__cxa_allocate_exception(i32 4) #1
  %128 = bitcast i8* %127 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %128, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %127, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #5
          to label %156 unwind label %129

129:                                              ; preds = %126
  %130 = catchswitch within none [label %131] unwind to caller

131:                                              ; preds = %129
  %132 = catchpad within %130 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)]
  %133 = call i8* @llvm.wasm.get.exception(token %132)
  %134 = call i32 @llvm.wasm.get.ehselector(token %132)
  %135 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #1
  %136 = icmp eq i32 %134, %135
  br i1 %136, label %137, label %140

137:                                              ; preds = %131
  %138 = call i8* @__cxa_begin_catch(i8* %133) #1 [ "funclet"(token %132) ]
  %139 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %132) ]
  call void @__cxa_end_catch() [ "funclet"(token %132) ]
  catchret from %132 to label %153

140:                                              ; preds = %131
  %141 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)) #1
  %142 = icmp eq i32 %134, %141
  br i1 %142, label %143, label %152

143:                                              ; preds = %140
  %144 = call i8* @__cxa_begin_catch(i8* %133) #1 [ "funclet"(token %132) ]
  %145 = bitcast i8* %144 to %struct.Derived*
  %146 = bitcast i8* %144 to i32 (%struct.Derived*)***
  %147 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %146, align 4, !tbaa !9
  %148 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %147, align 4
  %149 = invoke noundef i32 %148(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %145) [ "funclet"(token %132) ]
          to label %150 unwind label %154

150:                                              ; preds = %143
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i32 0, i32 0), i32 noundef %149) [ "funclet"(token %132) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %132) ]
  catchret from %132 to label %153

152:                                              ; preds = %140
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %132) ]
  unreachable

153:                                              ; preds = %150, %137
  ret i32 0

154:                                              ; preds = %143
  %155 = cleanuppad within %132 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %155) ]
  cleanupret from %155 unwind to caller

156:                                              ; preds = %126, %109, %86, %65, %44, %27, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZNK7Derived2idEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat {
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 4}
!3 = !{!"_ZTS4Base", !4, i64 4}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !6, i64 0}
!11 = !{!4, !4, i64 0}
