; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Fragile = type { i32 }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znwm(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL6allocs, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6allocs, align 4, !tbaa !10
  %4 = tail call i8* @malloc(i64 noundef %0)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0)
define dso_local noalias noundef nonnull i8* @_Znam(i64 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL6allocs, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6allocs, align 4, !tbaa !10
  %4 = tail call i8* @malloc(i64 noundef %0)
  ret i8* %4
}

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5frees, align 4, !tbaa !10
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind uwtable willreturn
define dso_local void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5frees, align 4, !tbaa !10
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = load i32, i32* @_ZL6allocs, align 4, !tbaa !10
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL6allocs, align 4, !tbaa !10
  %3 = tail call i8* @__cxa_allocate_exception(i64 8) #9
  %4 = bitcast i8* %3 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %4, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %8 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4, !tbaa !10
  %10 = extractvalue { i8*, i32 } %7, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #9
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %222

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #9
  %16 = load i32, i32* @_ZL6allocs, align 4, !tbaa !10
  %17 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %15, i32 noundef %16, i32 noundef %17)
  tail call void @__cxa_end_catch() #9
  %19 = load i32, i32* @_ZL6allocs, align 4, !tbaa !10
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* @_ZL6allocs, align 4, !tbaa !10
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !10
  %22 = add nsw i32 %21, 3
  store i32 %22, i32* @_ZL5ctors, align 4, !tbaa !10
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !tbaa !10
  %23 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !tbaa !10
  store i32 %25, i32* %24, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %26 unwind label %27

26:                                               ; preds = %13
  unreachable

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !10
  %30 = add i32 %29, 3
  store i32 %30, i32* @_ZL5dtors, align 4, !tbaa !10
  %31 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* @_ZL5frees, align 4, !tbaa !10
  %33 = extractvalue { i8*, i32 } %28, 1
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %222

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #9
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !10
  %41 = load i32, i32* @_ZL5ctors, align 4, !tbaa !10
  %42 = load i32, i32* @_ZL5dtors, align 4, !tbaa !10
  %43 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  tail call void @__cxa_end_catch() #9
  br label %95

45:                                               ; preds = %127
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %128, i32 noundef 2, i32 noundef 0)
  %47 = tail call i8* @__cxa_allocate_exception(i64 2) #9
  %48 = bitcast i8* %47 to i16*
  store i16 7, i16* %48, align 16, !tbaa !16
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #10
          to label %49 unwind label %50

49:                                               ; preds = %45
  unreachable

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null
  %52 = extractvalue { i8*, i32 } %51, 0
  %53 = extractvalue { i8*, i32 } %51, 1
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #9
  %55 = icmp eq i32 %53, %54
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #9
  br i1 %55, label %57, label %61

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*
  %59 = load i16, i16* %58, align 2, !tbaa !16
  %60 = sext i16 %59 to i32
  tail call void @__cxa_end_catch() #9
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch()
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ]
  %64 = tail call i8* @__cxa_allocate_exception(i64 8) #9
  %65 = bitcast i8* %64 to i64*
  store i64 3000, i64* %65, align 16, !tbaa !18
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #10
          to label %66 unwind label %67

66:                                               ; preds = %62
  unreachable

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null
  %69 = extractvalue { i8*, i32 } %68, 0
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #9
  %72 = icmp eq i32 %70, %71
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #9
  br i1 %72, label %74, label %78

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*
  %76 = load i64, i64* %75, align 8, !tbaa !18
  %77 = trunc i64 %76 to i32
  tail call void @__cxa_end_catch() #9
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch()
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ]
  %81 = tail call i8* @__cxa_allocate_exception(i64 2) #9
  %82 = bitcast i8* %81 to i16*
  store i16 1, i16* %82, align 16, !tbaa !16
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #10
          to label %83 unwind label %84

83:                                               ; preds = %79
  unreachable

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %86 = extractvalue { i8*, i32 } %85, 0
  %87 = extractvalue { i8*, i32 } %85, 1
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %89 = icmp eq i32 %87, %88
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #9
  br i1 %89, label %91, label %94

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*
  %93 = load i32, i32* %92, align 4, !tbaa !10
  tail call void @__cxa_end_catch() #9
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch()
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  %98 = icmp ugt i32 %96, 2
  br i1 %98, label %99, label %111

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %101 = bitcast i8* %100 to i32*
  %102 = shl nuw nsw i32 %96, 1
  store i32 %102, i32* %101, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %110 unwind label %103

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %105 = extractvalue { i8*, i32 } %104, 1
  %106 = icmp slt i32 %105, 0
  br i1 %106, label %107, label %116

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0
  invoke void @__cxa_call_unexpected(i8* %108) #10
          to label %109 unwind label %113

109:                                              ; preds = %107
  unreachable

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  %112 = add nsw i32 %96, %97
  br label %127

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %115 = extractvalue { i8*, i32 } %114, 1
  br label %116

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ]
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %120 = icmp eq i32 %117, %119
  br i1 %120, label %121, label %222

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #9
  %124 = bitcast i8* %123 to i32*
  %125 = load i32, i32* %124, align 4, !tbaa !10
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %125)
  tail call void @__cxa_end_catch() #9
  br label %127

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ]
  %129 = add nuw nsw i32 %96, 1
  %130 = icmp eq i32 %129, 5
  br i1 %130, label %45, label %95, !llvm.loop !20

131:                                              ; preds = %157, %139
  unreachable

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ]
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %63, i32 noundef %80, i32 noundef %133)
  %135 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %136 = bitcast i8* %135 to %struct.Fragile*
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %139 unwind label %137

137:                                              ; preds = %132
  %138 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  tail call void @__cxa_free_exception(i8* %135) #9
  br label %142

139:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #10
          to label %131 unwind label %140

140:                                              ; preds = %139
  %141 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  br label %142

142:                                              ; preds = %140, %137
  %143 = phi { i8*, i32 } [ %141, %140 ], [ %138, %137 ]
  %144 = extractvalue { i8*, i32 } %143, 1
  %145 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #9
  %146 = icmp eq i32 %144, %145
  br i1 %146, label %147, label %222

147:                                              ; preds = %142
  %148 = extractvalue { i8*, i32 } %143, 0
  %149 = tail call i8* @__cxa_begin_catch(i8* %148) #9
  %150 = bitcast i8* %149 to i32*
  %151 = load i32, i32* %150, align 4, !tbaa !22
  %152 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %151)
  tail call void @__cxa_end_catch()
  %153 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %154 = bitcast i8* %153 to %struct.Fragile*
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %154, i32 noundef 9)
          to label %157 unwind label %155

155:                                              ; preds = %147
  %156 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  tail call void @__cxa_free_exception(i8* %153) #9
  br label %160

157:                                              ; preds = %147
  invoke void @__cxa_throw(i8* %153, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #10
          to label %131 unwind label %158

158:                                              ; preds = %157
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  br label %160

160:                                              ; preds = %158, %155
  %161 = phi { i8*, i32 } [ %159, %158 ], [ %156, %155 ]
  %162 = extractvalue { i8*, i32 } %161, 1
  %163 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #9
  %164 = icmp eq i32 %162, %163
  br i1 %164, label %165, label %222

165:                                              ; preds = %160
  %166 = extractvalue { i8*, i32 } %161, 0
  %167 = tail call i8* @__cxa_begin_catch(i8* %166) #9
  %168 = bitcast i8* %167 to i32*
  %169 = load i32, i32* %168, align 4, !tbaa !22
  %170 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %169)
  tail call void @__cxa_end_catch()
  br label %178

171:                                              ; preds = %227
  %172 = add nsw i32 %128, 2
  %173 = load i32, i32* @_ZL6allocs, align 4, !tbaa !10
  %174 = load i32, i32* @_ZL5frees, align 4, !tbaa !10
  %175 = load i32, i32* @_ZL5ctors, align 4, !tbaa !10
  %176 = load i32, i32* @_ZL5dtors, align 4, !tbaa !10
  %177 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %173, i32 noundef %174, i32 noundef %175, i32 noundef %176, i32 noundef %172)
  ret i32 0

178:                                              ; preds = %165, %227
  %179 = phi i32 [ 0, %165 ], [ %231, %227 ]
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %190, label %181

181:                                              ; preds = %178
  %182 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %183 = bitcast i8* %182 to i32*
  store i32 %179, i32* %183, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %182, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %226 unwind label %184

184:                                              ; preds = %181
  %185 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %186 = extractvalue { i8*, i32 } %185, 0
  %187 = extractvalue { i8*, i32 } %185, 1
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #9
  %189 = icmp eq i32 %187, %88
  br i1 %189, label %192, label %211

190:                                              ; preds = %178
  %191 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0)) #9
  br label %208

192:                                              ; preds = %184
  %193 = tail call i8* @__cxa_begin_catch(i8* %186) #9
  %194 = bitcast i8* %193 to i32*
  %195 = load i32, i32* %194, align 4, !tbaa !10
  %196 = icmp sgt i32 %195, 1
  br i1 %196, label %197, label %206

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i64 4) #9
  %199 = bitcast i8* %198 to i32*
  %200 = add nuw nsw i32 %195, 10
  store i32 %200, i32* %199, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %226 unwind label %201

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %203 = extractvalue { i8*, i32 } %202, 0
  %204 = extractvalue { i8*, i32 } %202, 1
  %205 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #9
  tail call void @__cxa_end_catch() #9
  br label %211

206:                                              ; preds = %192
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0)) #9
  tail call void @__cxa_end_catch() #9
  br label %208

208:                                              ; preds = %206, %190
  %209 = phi i32 [ 0, %190 ], [ %195, %206 ]
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #9
  br label %227

211:                                              ; preds = %201, %184
  %212 = phi i32 [ %204, %201 ], [ %187, %184 ]
  %213 = phi i8* [ %203, %201 ], [ %186, %184 ]
  %214 = phi { i8*, i32 } [ %202, %201 ], [ %185, %184 ]
  %215 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0)) #9
  %216 = icmp eq i32 %212, %88
  br i1 %216, label %217, label %224

217:                                              ; preds = %211
  %218 = tail call i8* @__cxa_begin_catch(i8* %213) #9
  %219 = bitcast i8* %218 to i32*
  %220 = load i32, i32* %219, align 4, !tbaa !10
  %221 = mul nsw i32 %220, 100
  tail call void @__cxa_end_catch() #9
  br label %227

222:                                              ; preds = %116, %142, %160, %6, %27, %224
  %223 = phi { i8*, i32 } [ %214, %224 ], [ %28, %27 ], [ %7, %6 ], [ %143, %142 ], [ %161, %160 ], [ %118, %116 ]
  resume { i8*, i32 } %223

224:                                              ; preds = %211
  %225 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #9
  br label %222

226:                                              ; preds = %197, %181
  unreachable

227:                                              ; preds = %208, %217
  %228 = phi i32 [ %221, %217 ], [ %209, %208 ]
  %229 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)) #9
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %179, i32 noundef %228)
  %231 = add nuw nsw i32 %179, 1
  %232 = icmp eq i32 %231, 3
  br i1 %232, label %171, label %178, !llvm.loop !24
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i64 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !22
  %4 = icmp eq i32 %1, 13
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i64 8) #9
  %7 = bitcast i8* %6 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %7, align 16, !tbaa !14
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
  unreachable

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !tbaa !10
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @_ZL5ctors, align 4, !tbaa !10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = load i32, i32* @_ZL5dtors, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL5dtors, align 4, !tbaa !10
  ret void
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin nofree nounwind uwtable willreturn allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress nobuiltin nounwind uwtable willreturn "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !12, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!23, !11, i64 0}
!23 = !{!"_ZTS7Fragile", !11, i64 0}
!24 = distinct !{!24, !21}
